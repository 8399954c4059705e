"""The LIXO? table (`table.LixoTable`): its card faces, its layout, the hand in rows, and what is drawn around the cards."""

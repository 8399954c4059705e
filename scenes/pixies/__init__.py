"""The Pixies table (`table.PixiesTable`), its card faces, its layout and its score displays."""

"""The Flixo table (scenes.flixo.table.FlixoTable) with its card faces and layout."""

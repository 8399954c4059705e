"""The Flanx tables: the real-time duel, Kids and Toddler (scenes.flanx.table)."""

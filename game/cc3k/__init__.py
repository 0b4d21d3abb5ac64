"""ChamberCrawler3000: floors, races, enemies, potions, gold and the text board."""

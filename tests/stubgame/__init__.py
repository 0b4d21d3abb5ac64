"""A fourth game in one folder: a corridor walked left and right, to show that the registry is all it takes."""

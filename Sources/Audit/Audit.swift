// Placeholder so the target builds; replaced as the target grows.

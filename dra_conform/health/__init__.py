"""Device health: DRAResourceHealth captures and the read-only live probe."""

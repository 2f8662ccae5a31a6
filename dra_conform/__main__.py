from dra_conform.cli import run

run()

from dra_conform.commands.cli import run

run()

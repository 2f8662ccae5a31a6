from dra_conform.cli import main

main()

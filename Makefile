# The usual contributor commands; see CONTRIBUTING.md.
# Uses the checkout's .venv when there is one: make PYTHON=python3 picks another interpreter.
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)
PYTEST_ARGS ?= -q
FILES ?= .

.PHONY: test test-pure lint format bench docs catalogue stubs zipapp sanitize

test:  # the suite with the C scanner required, as CI's first run
	DRA_CONFORM_REQUIRE_NATIVE=1 $(PYTHON) -m pytest $(PYTEST_ARGS)

test-pure:  # the suite with the pure-Python scanner, as CI's second run
	DRA_CONFORM_PUREPYTHON=1 $(PYTHON) -m pytest $(PYTEST_ARGS)

lint:  # as CI runs it; needs the lint extra (pip install -e '.[test,lint]')
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m mypy

format:  # the whole tree, as CI checks it
	$(PYTHON) -m ruff format .

bench:  # ratios against a baseline from the same run; generates bench/.corpus on first use
	$(PYTHON) bench/run.py

docs:  # docs/rules/ from the catalogue (tests/unit/test_docs.py fails while it is stale)
	$(PYTHON) -m dra_conform rules --write-docs docs/rules

catalogue:  # checks/<family>.json from checks/<family>.yaml
	$(PYTHON) tools/compile_catalogue.py

stubs:  # the gRPC stubs from the kubelet's protos (needs the test extra's grpcio-tools)
	$(PYTHON) tools/regenerate_grpc_stubs.py

zipapp:  # one file that runs with a bare python3
	$(PYTHON) tools/build_zipapp.py dist/dra-conform.pyz

sanitize:  # the scanner's property tests under ASan and UBSan (needs gcc)
	native/sanitize.sh

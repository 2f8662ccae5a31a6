"""Move one oracle module to another staging patch: go.mod, go.sum and oracle/releases.json.

    python tools/oracle/bump.py 1.37 v0.37.3

Rewrites the k8s.io staging requirements of oracle/k8s-<release>/go.mod, runs `go mod tidy` (go.sum complete
again) in build.py's environment, reads the cel-go the release's apiserver pins from its go.mod and records
both in releases.json. Then update semantics/releases.py PATCHES and docs/releases.md (tests/oracle/
test_releases.py says where they disagree) and re-record the goldens (tools/oracle/record.py).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import ORACLE, go_env  # noqa: E402

STAGING = ("k8s.io/api", "k8s.io/apimachinery", "k8s.io/apiserver", "k8s.io/dynamic-resource-allocation")


def main(release: str, staging: str) -> None:
    module = ORACLE / f"k8s-{release}"
    mod = (module / "go.mod").read_text()
    for m in STAGING:
        mod = re.sub(rf"^(\s+{re.escape(m)}) v\S+", rf"\1 {staging}", mod, flags=re.M)
    mod = re.sub(r"staging modules at v\S+ \(", f"staging modules at {staging} (", mod)
    (module / "go.mod").write_text(mod)
    env = dict(go_env(), GOFLAGS="-mod=mod -trimpath -buildvcs=false")
    subprocess.run(["go", "mod", "tidy"], cwd=module, env=env, check=True)
    info = json.loads(
        subprocess.run(
            ["go", "mod", "download", "-json", f"k8s.io/apiserver@{staging}"],
            cwd=module,
            env=env,
            check=True,
            capture_output=True,
        ).stdout
    )
    cel_go = re.search(r"github.com/google/cel-go (\S+)", Path(info["GoMod"]).read_text())
    record_path = ORACLE / "releases.json"
    record = json.loads(record_path.read_text())
    entry = record["releases"][release]
    entry.update(staging=staging, kubernetes=f"{release}.{staging.rsplit('.', 1)[1]}")
    if cel_go:
        entry["cel-go"] = cel_go.group(1)
    record_path.write_text(json.dumps(record, indent=2) + "\n")
    print(f"== oracle {release}: {staging}, cel-go {entry['cel-go']}")


if __name__ == "__main__":
    main(*sys.argv[1:3])

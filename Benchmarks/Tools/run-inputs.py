#!/usr/bin/env python3
"""run-inputs: writes the inputs of the `flowsim run` rows of Benchmarks/run.

    run-inputs.py long OUTPUT STEPS      # one scenario of STEPS push/back steps
    run-inputs.py suite OUTPUT COUNT     # COUNT scenarios of 25 steps each

Both use one small app (a navigation stack: Home pushes Detail, Detail pushes More), so
every step succeeds and the engine's share of a step stays the same from row to row.
Deterministic: the same files every time.
"""
import os
import sys

APP = """app: Bench
launch:
  - state: normal
    root: Main
flows:
  Main:
    stack: [Home]
screens:
  Home:
    actions:
      open: {push: Detail}
  Detail:
    actions:
      more: {push: More}
  More: {}
"""

# 25 steps: a launch, then push/back pairs with an expect every sixth step.
CYCLE = ["tap: open", "tap: more", "back", "back", "tap: open", "expect: {top: Detail, stack: [Home, Detail]}",
         "back"]


def steps(count):
    lines = ["launch"]
    i = 0
    while len(lines) < count:
        lines.append(CYCLE[i % len(CYCLE)])
        i += 1
    # end on Home whatever the count
    return lines


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("long", "suite"):
        sys.stderr.write(__doc__)
        return 2
    kind, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    os.makedirs(out + "/flows", exist_ok=True)
    write(out + "/bench.app.yaml", APP)
    if kind == "long":
        body = "".join("  - " + s + "\n" for s in steps(n))
        write(out + "/flows/long.flow.yaml",
              "scenario: A long walk\napp: ../bench.app.yaml\nsteps:\n" + body)
    else:
        body = "".join("  - " + s + "\n" for s in steps(25))
        for i in range(n):
            write(out + "/flows/walk-%05d.flow.yaml" % i,
                  "scenario: Walk %d\napp: ../bench.app.yaml\ntags: [generated]\nsteps:\n" % i + body)
    return 0


if __name__ == "__main__":
    sys.exit(main())

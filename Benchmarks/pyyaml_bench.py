"""PyYAML's safe_load (the C loader when available) for comparison with flowsim's parser.

    python3 pyyaml_bench.py [CORPUS_LIST [ROUNDS]]

CORPUS_LIST names one YAML file a line (Benchmarks/run writes it); without it, every file
under scenarios/. Prints: loader, bytes, MB/s (median of rounds), failures per round.
"""
import pathlib, statistics, sys, time, yaml

if len(sys.argv) > 1:
    paths = [pathlib.Path(p) for p in pathlib.Path(sys.argv[1]).read_text().splitlines() if p]
else:
    paths = sorted((pathlib.Path(__file__).resolve().parent.parent / "scenarios").rglob("*.yaml"))
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
texts = [p.read_text(encoding="utf-8") for p in paths]
size = sum(len(t.encode()) for t in texts)
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
rates = []
failures = 0
for _ in range(rounds):
    start = time.perf_counter()
    for t in texts:
        try:
            yaml.load(t, Loader=loader)
        except yaml.YAMLError:
            failures += 1
    rates.append(size / (time.perf_counter() - start) / 1e6)
print(f"PyYAML {loader.__name__}\t{size}\t{statistics.median(rates):.2f}\t{failures // rounds}")

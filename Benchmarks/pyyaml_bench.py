"""PyYAML's safe_load (C loader when available) over every file under scenarios/, for comparison."""
import pathlib, statistics, time, yaml
root = pathlib.Path(__file__).resolve().parent.parent / "scenarios"
texts = [p.read_text() for p in sorted(root.rglob("*.yaml"))]
size = sum(len(t.encode()) for t in texts)
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
rates = []
for _ in range(7):
    start = time.perf_counter()
    for _ in range(20):
        for t in texts:
            yaml.load(t, Loader=loader)
    rates.append(size * 20 / (time.perf_counter() - start) / 1e6)
print(f"pyyaml ({loader.__name__}): {len(texts)} files, {size} bytes: {statistics.median(rates):.1f} MB/s (median)")

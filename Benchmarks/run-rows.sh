# Benchmarks/run-rows.sh: the `flowsim run` rows of Benchmarks/run (sourced by it, with
# `row`, `step`, `check`, `$procbench`, `$work` and the rounds set), or alone:
#
#   BENCH_ONLY=run Benchmarks/run                       # these rows only
#   BENCH_ONLY=run BENCH_BEFORE=/path/flowsim Benchmarks/run   # and a binary to compare, same run
#
# Rows: a 400,000-step scenario, run against check; `run scenarios --coverage` against the plain
# run (the cache empty, then warm); generated suites of 10,000 and 50,000 scenarios x 25 steps
# (time and peak memory); and, with valgrind, instructions a step of a 1,000-scenario suite.
# Inputs come from Benchmarks/Tools/run-inputs.py (one small app, every step succeeds).

run_rows() { # run_rows LABEL BINARY
    local label=$1 bin=$2 out wall peak check_wall run_wall plain cold warm
    local cache=$work/coverage-cache-$label
    out=$("$procbench" "$big_runs" "$bin" check "$work/run-long"); check "$out" check long
    IFS=$'\t' read -r check_wall _ _ _ <<<"$out"
    out=$("$procbench" "$big_runs" "$bin" run "$work/run-long"); check "$out" run long
    IFS=$'\t' read -r run_wall peak _ _ <<<"$out"
    row "run 400,000 steps ($label)" "$(secs "$run_wall") against check $(secs "$check_wall"): $(ratio "$run_wall" "$check_wall"), peak $(mb "$peak")" "target ≤ 1.5×"

    out=$("$procbench" "$suite_runs" "$bin" run scenarios); check "$out" run scenarios
    IFS=$'\t' read -r plain _ _ _ <<<"$out"
    rm -rf "$cache"
    out=$(FLOWSIM_CACHE_DIR=$cache "$procbench" 1 "$bin" run scenarios --coverage); check "$out" run --coverage
    IFS=$'\t' read -r cold _ _ _ <<<"$out"
    out=$(FLOWSIM_CACHE_DIR=$cache "$procbench" "$suite_runs" "$bin" run scenarios --coverage); check "$out" run --coverage
    IFS=$'\t' read -r warm _ _ _ <<<"$out"
    row "run scenarios --coverage ($label)" "$(secs "$cold") first, $(secs "$warm") again, plain $(secs "$plain"): $(ratio "$cold" "$plain") and $(ratio "$warm" "$plain")" "target ≤ 5×"

    local peaks=()
    for n in 10000 50000; do
        out=$("$procbench" "$big_runs" "$bin" run "$work/run-suite-$n"); check "$out" run suite $n
        IFS=$'\t' read -r wall peak _ _ <<<"$out"
        peaks+=("$peak")
        row "run suite $n x 25 ($label)" "$(secs "$wall"), peak $(mb "$peak")" "$([[ $n == 10000 ]] && echo "target < 1.0 s, < 150 MB")"
    done
    row "run suite memory ($label)" "50,000 against 10,000: $(ratio "${peaks[1]}" "${peaks[0]}")" "target ≤ 1.5×"

    if command -v valgrind >/dev/null; then
        strip --strip-debug -o "$work/flowsim-$label-cg" "$bin"
        valgrind --tool=callgrind --callgrind-out-file="$work/cg-$label" "$work/flowsim-$label-cg" run "$work/run-suite-1000" >/dev/null 2>&1
        local total
        total=$(awk '/^summary:/ { print $2 }' "$work/cg-$label")
        row "run instructions a step ($label)" "$(awk -v t="$total" 'BEGIN { printf "%d", t / 25000 }') (1,000 scenarios x 25 steps, callgrind; split: callgrind_annotate --inclusive=yes $work/cg-$label)"
    fi
}

secs() { awk -v s="$1" 'BEGIN { printf "%.3f s", s }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }

step "run rows: generating inputs…"
[[ -f $work/run-long/.done ]] || { python3 Benchmarks/Tools/run-inputs.py long "$work/run-long" 400000 && touch "$work/run-long/.done"; }
for n in 1000 10000 50000; do
    [[ -f $work/run-suite-$n/.done ]] || { rm -rf "$work/run-suite-$n"; python3 Benchmarks/Tools/run-inputs.py suite "$work/run-suite-$n" "$n" && touch "$work/run-suite-$n/.done"; }
done
if [[ -n ${BENCH_BEFORE:-} ]]; then
    step "run rows: before ($BENCH_BEFORE)…"
    run_rows before "$BENCH_BEFORE"
fi
step "run rows: this build…"
run_rows after "$static"

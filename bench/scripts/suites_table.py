#!/usr/bin/env python3
"""Registers and executed PTX instructions of warpsat -O3 against libNVVM
-O3 on tests/cuda/suites.nvvm.ll, per kernel, for one architecture.

The launches are the ones driver/tests/cuda_suites.rs runs (read from its
CASES table). Needs scripts/setup-tools.sh (ptxas, libNVVM) and a release
build. Usage: python3 bench/scripts/suites_table.py [sm_80|sm_90] [WARPSAT FLAGS...]
(for example `-opt -do-remat=0`); WARPSAT_BIN names another warpsat binary
(an older build, to compare); SUITE=apps reads tests/cuda/apps.nvvm.ll and
driver/tests/cuda_apps.rs instead.
"""
import math, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
arch = sys.argv[1] if len(sys.argv) > 1 else "sm_80"
extra = sys.argv[2:]
warpsat = os.environ.get("WARPSAT_BIN", os.path.join(root, "target/release/warpsat"))
ptxas = os.environ["WARPSAT_PTXAS"]
suite = os.environ.get("SUITE", "suites")
src = os.path.join(root, f"tests/cuda/{suite}.nvvm.ll")
test = open(os.path.join(root, f"driver/tests/cuda_{suite}.rs")).read()
# Named fills (`BVH` stands for the file's `BVH_NODES` string).
fills = {m.group(1)[:-6]: m.group(2).replace("\\\n", "").replace(" ", "")
         for m in re.finditer(r'const (\w+_NODES): &str = "((?:[^"\\]|\\.)*)";', test, re.S)}
cases = [(k, re.sub(r"\b(" + "|".join(fills) + r")\b", lambda m: fills[m.group(1)], l) if fills else l)
         for k, l in re.findall(r'\("(\w+)", "([^"]*)", (?:true|false)\)', test)]

def regs(ptx):
    log = subprocess.run([ptxas, f"-arch={arch}", "-v", ptx, "-o", ptx + ".cubin"],
                         capture_output=True, text=True, check=True).stderr
    out, cur = {}, None
    for line in log.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            cur = m.group(1)
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            out[cur] = int(m.group(1))
            cur = None
    return out

def executed(ptx, kernel, launch):
    args = ["run", ptx, "--kernel", kernel]
    for line in launch.split("\\n"):
        key, rest = line.split(" ", 1)
        if key == "arg":
            ty, val = rest.split(" ", 1) if " " in rest else (rest, "")
            args += ["--arg", f"{ty}:{val}"]
        else:
            args += [f"--{key}", rest]
    out = subprocess.run([warpsat] + args, capture_output=True, text=True, check=True).stdout
    return int(re.search(r"threads, (\d+) instructions", out).group(1))

with tempfile.TemporaryDirectory() as d:
    w, n = os.path.join(d, "w.ptx"), os.path.join(d, "n.ptx")
    subprocess.run([warpsat, src, "-O3", "--arch", arch, "-o", w] + extra, check=True)
    subprocess.run([sys.executable, os.path.join(root, "scripts/nvvm-compile.py"), src,
                    f"-arch=compute_{arch[3:]}", "-opt=3", "-o", n], check=True, capture_output=True)
    rw, rn = regs(w), regs(n)
    print(f"| kernel ({arch}) | registers warpsat | libNVVM | executed warpsat | libNVVM |")
    print("|---|---|---|---|---|")
    lr, ld = [], []
    for kernel, launch in cases:
        ew, en = executed(w, kernel, launch), executed(n, kernel, launch)
        lr.append(math.log(rw[kernel] / rn[kernel]))
        ld.append(math.log(ew / en))
        print(f"| {kernel} | {rw[kernel]} | {rn[kernel]} | {ew} | {en} |")
    g = lambda v: math.exp(sum(v) / len(v))
    print(f"| geometric mean ratio | {g(lr):.3f} | | {g(ld):.3f} | |")

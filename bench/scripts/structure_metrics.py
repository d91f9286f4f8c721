#!/usr/bin/env python3
"""Structure figures of a checkout (issue 17's closing figures).

usage: python3 bench/scripts/structure_metrics.py [REPO_DIR]

Prints, for the Rust sources git tracks (tests, test modules after
`#[cfg(test)]` and bench/ excluded):
- non-test source lines per crate;
- functions over 100 lines (`fn` line to its closing brace at the same
  indentation);
- comparisons on intrinsic names (`== "llvm.`, `starts_with("llvm.` and the
  like, match arms on `"llvm.…"`) outside the intrinsic table
  (dialects/src/ir/intrinsics/, dialects/src/ir/loop_hints.rs);
- PTX qualifier words read as strings (`.has("…")`) and string matches on a
  mnemonic's base (`.base()`);
- public signatures of dialects/, cost/ and rewrites/ returning
  `Result<_, String>`.
"""
import os
import re
import subprocess
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
files = subprocess.run(["git", "-C", root, "ls-files", "*.rs"],
                       capture_output=True, text=True).stdout.split()
TEST = re.compile(r"(/tests/|(^|/)tests?(_\w+)?\.rs$|/benches/|^bench/)")


def source(f):
    src = open(os.path.join(root, f)).read()
    i = src.find("#[cfg(test)]")
    return src[:i] if i >= 0 else src


def crate_of(f):
    parts = f.split("/")
    if parts[0] == "dialects" and len(parts) > 2 and os.path.exists(
            os.path.join(root, "dialects", parts[1], "Cargo.toml")):
        return "dialects/" + parts[1]
    return parts[0]


lines, long_fns, names, quals, bases, string_errs = {}, [], 0, 0, 0, 0
fn_pat = re.compile(r"^(\s*)(pub(\([a-z]+\))? )?(const )?(unsafe )?fn \w+")
name_pat = re.compile(r'((==|!=)\s*"llvm\.|(starts_with|strip_prefix|contains|ends_with)'
                      r'\(\s*"llvm\.|"llvm\.[^"]*"\s*(=>|\|[^|]))')
for f in files:
    if TEST.search(f):
        continue
    src = source(f)
    c = crate_of(f)
    lines[c] = lines.get(c, 0) + src.count("\n")
    text = src.split("\n")
    for i, l in enumerate(text):
        m = fn_pat.match(l)
        if m and not l.rstrip().endswith(";"):
            for j in range(i + 1, len(text)):
                if text[j] == m.group(1) + "}":
                    if j - i + 1 > 100:
                        long_fns.append((j - i + 1, f, l.strip()[:60]))
                    break
    table = f.startswith("dialects/src/ir/intrinsics") or f == "dialects/src/ir/loop_hints.rs"
    for l in text:
        if l.strip().startswith("//"):
            continue
        if not table and name_pat.search(l):
            names += 1
        quals += len(re.findall(r'\.has\("', l))
        bases += len(re.findall(r"\.base\(\)", l))
    if f.split("/")[0] in ("dialects", "cost", "rewrites"):
        aliases = set(re.findall(r"type (\w+)(?:<\w+>)? = (?:std::result::)?Result<\w+, String>;", src))
        for m in re.finditer(r"pub(?:\([^)]*\))? fn \w+[^{;]*?->\s*([^{;]+)\{", src, re.S):
            ret = m.group(1)
            if re.search(r"Result<.*String>", ret, re.S) or any(
                    re.match(a + r"<", ret.strip()) for a in aliases):
                string_errs += 1

print("non-test source lines per crate:")
for c, n in sorted(lines.items()):
    print(f"  {c:22} {n}")
print(f"functions over 100 lines: {len(long_fns)}")
for n, f, l in sorted(long_fns, reverse=True)[:int(os.environ.get("TOP", "0"))]:
    print(f"  {n:4} {f}: {l}")
print(f"intrinsic-name comparisons outside the table: {names}")
print(f'PTX qualifier words read as strings (.has("...")): {quals}')
print(f"PTX mnemonic base string matches (.base()): {bases}")
print(f"public Result<_, String> signatures in dialects/, cost/, rewrites/: {string_errs}")

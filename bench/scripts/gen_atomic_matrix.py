#!/usr/bin/env python3
"""Writes the atomic test matrix of LLVM's NVPTX atomicrmw-sm{60,70,90}.ll,
atomicrmw-elementwise-*.ll and cmpxchg-sm{60,70,90}.ll (every atomicrmw
operation on every integer and float type at one scope and ordering, the
orderings for add and nand, the scopes and address spaces for a few
operations; every cmpxchg width, success and failure ordering, address
space and scope) as .ll files in DIR, for llvm_tests_sweep.sh:

    python3 bench/scripts/gen_atomic_matrix.py DIR
"""
import sys
from itertools import product

SCOPES = {"": "sys", "block": "cta", "cluster": "cluster", "device": "gpu"}
ORDERINGS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"]
INT_OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
           "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]
FP_OPS = ["fadd", "fsub", "fmin", "fmax", "fminimum", "fmaximum"]
SPACES = {0: "generic", 1: "global", 3: "shared"}
FEW = [("add", "i32"), ("add", "i64"), ("min", "i32"), ("umax", "i32"), ("nand", "i32"),
       ("nand", "i64"), ("fadd", "float"), ("fadd", "double")]


def rmw(out, op, ty, order, space, scope, lanes=None):
    sp = "" if space == 0 else f" addrspace({space})"
    t = ty if lanes is None else f"<{lanes} x {ty}>"
    ew = "" if lanes is None else "elementwise "
    tag = ty if lanes is None else f"v{lanes}{ty}"
    name = f"{op}_{order}_{tag}_{SPACES[space]}_{SCOPES[scope]}"
    print(f"define {t} @{name}(ptr{sp} %addr, {t} %val) {{\n"
          f"  %r = atomicrmw {ew}{op} ptr{sp} %addr, {t} %val syncscope(\"{scope}\") {order}\n"
          f"  ret {t} %r\n}}", file=out)


def cmpxchg(out, bits, ok, fail, space, scope):
    sp = "" if space == 0 else f" addrspace({space})"
    sc = "" if scope is None else f" syncscope(\"{scope}\")"
    tag = "" if scope is None else "_" + SCOPES[scope]
    print(f"define i{bits} @{ok}_{fail}_i{bits}_{SPACES[space]}{tag}(ptr{sp} %addr, i{bits} %cmp, i{bits} %new) {{\n"
          f"  %p = cmpxchg ptr{sp} %addr, i{bits} %cmp, i{bits} %new{sc} {ok} {fail}\n"
          f"  ret i{bits} %new\n}}", file=out)


def main(d):
    for sm in [60, 70, 90]:
        for elementwise in [False, True]:
            lanes = [1, 2, 4, 8] if elementwise else [None]
            suffix = "-elementwise" if elementwise else ""
            with open(f"{d}/atomicrmw{suffix}-sm{sm}.ll", "w") as out:
                print(f"; RUN: llc -mcpu=sm_{sm}", file=out)
                for op, ty, n in product(INT_OPS, ["i8", "i16", "i32", "i64"], lanes):
                    rmw(out, op, ty, "acq_rel", 1, "block", n)
                for ty, op, n in product(["float", "double", "half", "bfloat"], FP_OPS, lanes):
                    rmw(out, op, ty, "acq_rel", 1, "block", n)
                for op, ty, order, n in product(["add", "nand"], ["i8", "i32"], ORDERINGS, lanes):
                    if order != "acq_rel":
                        rmw(out, op, ty, order, 1, "block", n)
                if elementwise:
                    continue
                for scope in [s for s in SCOPES if s != "block"]:
                    for op, ty in FEW:
                        rmw(out, op, ty, "acq_rel", 1, scope)
                for space in [0, 3]:
                    for op, ty in FEW:
                        rmw(out, op, ty, "acq_rel", space, "block")
        with open(f"{d}/cmpxchg-sm{sm}.ll", "w") as out:
            print(f"; RUN: llc -mcpu=sm_{sm}", file=out)
            for bits, ok, fail, space in product([8, 16, 32, 64], ORDERINGS,
                                                 ["monotonic", "acquire", "seq_cst"], [0, 1, 3]):
                cmpxchg(out, bits, ok, fail, space, None)
                for scope in SCOPES:
                    if sm < 90 and scope == "cluster":
                        continue
                    cmpxchg(out, bits, ok, fail, space, scope)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")

import triton, triton.language as tl, sys, os, traceback
from triton.backends.compiler import GPUTarget

@triton.jit
def mm_bf16(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0); pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM); rn = pid_n * BN + tl.arange(0, BN); rk = tl.arange(0, BK)
    A = a + rm[:, None] * sam + rk[None, :] * sak
    B = b + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(A); y = tl.load(B)
        acc += tl.dot(x, y)
        A += BK * sak; B += BK * sbk
    C = c + rm[:, None] * scm + rn[None, :] * scn
    tl.store(C, acc.to(tl.bfloat16))

@triton.jit
def atomics(x, out, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0); offs = pid * BLOCK + tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m, other=0.)
    tl.atomic_add(out, tl.sum(v, axis=0))
    tl.atomic_max(out + 1, tl.max(v, axis=0))

@triton.jit
def scan(x, y, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m, other=0.)
    tl.store(y + offs, tl.cumsum(v, axis=0), mask=m)

@triton.jit
def mathz(x, y, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0); offs = pid * BLOCK + tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m, other=1.)
    r = tl.exp2(v) + tl.log(tl.abs(v) + 1) + tl.math.rsqrt(tl.abs(v) + 1) + tl.sigmoid(v) + tl.math.tanh(v) + tl.sqrt(tl.abs(v)) + tl.math.pow(tl.abs(v), 1.5)
    tl.store(y + offs, r, mask=m)

@triton.jit
def argmax_k(x, y, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0); offs = tl.arange(0, BLOCK); m = offs < n_cols
    v = tl.load(x + row * n_cols + offs, mask=m, other=-float('inf'))
    tl.store(y + row, tl.argmax(v, axis=0))

@triton.jit
def int8_dot(a, b, c, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM); rn = tl.arange(0, BN); rk = tl.arange(0, BK)
    x = tl.load(a + rm[:, None] * BK + rk[None, :]); y = tl.load(b + rk[:, None] * BN + rn[None, :])
    tl.store(c + rm[:, None] * BN + rn[None, :], tl.dot(x, y))

@triton.jit
def transpose_k(x, y, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM); rn = tl.arange(0, BN)
    v = tl.load(x + rm[:, None] * BN + rn[None, :])
    tl.store(y + rn[:, None] * BM + rm[None, :], tl.trans(v))

@triton.jit
def fp8_cvt(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m, other=0.)
    tl.store(y + offs, v.to(tl.float8e4nv).to(tl.float32), mask=m)

@triton.jit
def dropout(x, y, n, seed, p, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m)
    r = tl.rand(seed, offs)
    tl.store(y + offs, tl.where(r > p, v / (1 - p), 0.0), mask=m)

@triton.jit
def where_i64(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK); m = offs < n
    v = tl.load(x + offs, mask=m, other=0)
    tl.store(y + offs, tl.where(v > 3, v * 7, v // 3), mask=m)

out = sys.argv[1]; os.makedirs(out, exist_ok=True)
P = {"f32":"*fp32","f16":"*fp16","bf16":"*bf16","i8":"*i8","i32":"*i32","i64":"*i64"}
jobs = [
 ("mm_bf16", mm_bf16, dict(a="*bf16", b="*bf16", c="*bf16", M="i32", N="i32", K="i32", sam="i32", sak="constexpr", sbk="i32", sbn="constexpr", scm="i32", scn="constexpr", BM="constexpr", BN="constexpr", BK="constexpr"), dict(sak=1, sbn=1, scn=1, BM=64, BN=64, BK=32), dict(num_warps=4, num_stages=3), (80, 90)),
 ("atomics", atomics, dict(x="*fp32", out="*fp32", n="i32", BLOCK="constexpr"), dict(BLOCK=256), dict(num_warps=4), (80,)),
 ("scan", scan, dict(x="*fp32", y="*fp32", n="i32", BLOCK="constexpr"), dict(BLOCK=1024), dict(num_warps=4), (80,)),
 ("mathz", mathz, dict(x="*fp32", y="*fp32", n="i32", BLOCK="constexpr"), dict(BLOCK=512), dict(num_warps=4), (80,)),
 ("argmax", argmax_k, dict(x="*fp32", y="*i32", n_cols="i32", BLOCK="constexpr"), dict(BLOCK=1024), dict(num_warps=4), (80,)),
 ("int8_dot", int8_dot, dict(a="*i8", b="*i8", c="*i32", BM="constexpr", BN="constexpr", BK="constexpr"), dict(BM=32, BN=32, BK=32), dict(num_warps=4), (80,)),
 ("transpose", transpose_k, dict(x="*fp16", y="*fp16", BM="constexpr", BN="constexpr"), dict(BM=64, BN=64), dict(num_warps=4), (80,)),
 ("fp8_cvt", fp8_cvt, dict(x="*fp32", y="*fp32", n="i32", BLOCK="constexpr"), dict(BLOCK=512), dict(num_warps=4), (90,)),
 ("dropout", dropout, dict(x="*fp32", y="*fp32", n="i32", seed="i32", p="fp32", BLOCK="constexpr"), dict(BLOCK=512), dict(num_warps=4), (80,)),
 ("where_i64", where_i64, dict(x="*i64", y="*i64", n="i64", BLOCK="constexpr"), dict(BLOCK=256), dict(num_warps=4), (80,)),
]
for name, fn, sig, cst, opts, ccs in jobs:
    for cc in ccs:
        try:
            src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=cst)
            k = triton.compile(src, target=GPUTarget("cuda", cc, 32), options=opts)
            for ext in ("llir", "ptx"):
                open(f"{out}/{name}.sm{cc}.{ext}", "w").write(k.asm[ext])
            print("ok", name, cc)
        except Exception as e:
            print("FAIL", name, cc, str(e)[:200])

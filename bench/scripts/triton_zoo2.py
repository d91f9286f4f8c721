import triton, triton.language as tl, sys, os
from triton.backends.compiler import GPUTarget
sys.path.insert(0, '/tmp/tri')

@triton.jit
def mm_async(a, b, c, M, N, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0); pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM); rn = pid_n * BN + tl.arange(0, BN); rk = tl.arange(0, BK)
    A = a + rm[:, None] * sam + rk[None, :]
    B = b + rk[:, None] * sbk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(A, mask=rk[None, :] < K - k, other=0.); y = tl.load(B, mask=rk[:, None] < K - k, other=0.)
        acc += tl.dot(x, y)
        A += BK; B += BK * sbk
    C = c + rm[:, None] * scm + rn[None, :]
    tl.store(C, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))

@triton.jit
def tma_copy(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    dx = tl.make_tensor_descriptor(x, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    dy = tl.make_tensor_descriptor(y, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pm = tl.program_id(0); pn = tl.program_id(1)
    t = dx.load([pm * BM, pn * BN])
    dy.store([pm * BM, pn * BN], t * 2)

@triton.jit
def attn_fwd(Q, K, V, O, sq, sk, sv, so, N_CTX, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    start_m = tl.program_id(0); off_h = tl.program_id(1)
    offs_m = start_m * BM + tl.arange(0, BM); offs_n = tl.arange(0, BN); offs_d = tl.arange(0, D)
    q = tl.load(Q + off_h * sq + offs_m[:, None] * D + offs_d[None, :])
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf"); l_i = tl.zeros([BM], dtype=tl.float32) + 1.0
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for start_n in range(0, N_CTX, BN):
        k = tl.load(K + off_h * sk + (start_n + offs_n)[None, :] * D + offs_d[:, None])
        qk = tl.dot(q, k) * 0.125
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(V + off_h * sv + (start_n + offs_n)[:, None] * D + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    tl.store(O + off_h * so + offs_m[:, None] * D + offs_d[None, :], acc.to(tl.float16))

out = sys.argv[1]; os.makedirs(out, exist_ok=True)
div = [["tt.divisibility", 16]]
jobs = [
 ("mm_async", mm_async, dict(a="*fp16", b="*fp16", c="*fp16", M="i32", N="i32", K="i32", sam="i32", sbk="i32", scm="i32", BM="constexpr", BN="constexpr", BK="constexpr"), dict(BM=128, BN=128, BK=32), dict(num_warps=4, num_stages=3), {(0,): div, (1,): div, (2,): div, (6,): div, (7,): div, (8,): div}, (80, 90)),
 ("tma_copy", tma_copy, dict(x="*fp16", y="*fp16", M="i32", N="i32", BM="constexpr", BN="constexpr"), dict(BM=64, BN=64), dict(num_warps=4), {(0,): div, (1,): div, (3,): div}, (90,)),
 ("attn_fwd", attn_fwd, dict(Q="*fp16", K="*fp16", V="*fp16", O="*fp16", sq="i32", sk="i32", sv="i32", so="i32", N_CTX="i32", BM="constexpr", BN="constexpr", D="constexpr"), dict(BM=128, BN=64, D=64), dict(num_warps=4, num_stages=3), {(0,): div, (1,): div, (2,): div, (3,): div}, (80, 90)),
]
for name, fn, sig, cst, opts, attrs, ccs in jobs:
    for cc in ccs:
        try:
            src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=cst, attrs=attrs)
            k = triton.compile(src, target=GPUTarget("cuda", cc, 32), options=opts)
            for ext in ("llir", "ptx"):
                open(f"{out}/{name}.sm{cc}.{ext}", "w").write(k.asm[ext])
            print("ok", name, cc)
        except Exception as e:
            print("FAIL", name, cc, str(e)[:300].replace('\n',' '))

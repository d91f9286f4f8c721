import triton, triton.language as tl, sys, os
from triton.backends.compiler import GPUTarget

@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols, BLOCK_SIZE: tl.constexpr, num_stages: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step, num_stages=num_stages):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        col_offsets = tl.arange(0, BLOCK_SIZE)
        input_ptrs = row_start_ptr + col_offsets
        mask = col_offsets < n_cols
        row = tl.load(input_ptrs, mask=mask, other=-float('inf'))
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        softmax_output = numerator / denominator
        output_row_start_ptr = output_ptr + row_idx * output_row_stride
        output_ptrs = output_row_start_ptr + col_offsets
        tl.store(output_ptrs, softmax_output, mask=mask)

@triton.jit
def layer_norm_fwd(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    Y += row * stride
    X += row * stride
    mean = 0
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        tl.store(Y + cols, y, mask=mask)

@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = 0.5 * x * (1 + tl.math.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y, mask=m)

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for cc in (80, 90):
    tgt = GPUTarget("cuda", cc, 32)
    jobs = [
      ("softmax", softmax_kernel, {"output_ptr":"*fp32","input_ptr":"*fp32","input_row_stride":"i32","output_row_stride":"i32","n_rows":"i32","n_cols":"i32","BLOCK_SIZE":"constexpr","num_stages":"constexpr"}, {"BLOCK_SIZE":1024,"num_stages":2}, dict(num_warps=8)),
      ("layernorm", layer_norm_fwd, {"X":"*fp16","Y":"*fp16","W":"*fp16","B":"*fp16","Mean":"*fp32","Rstd":"*fp32","stride":"i32","N":"i32","eps":"fp32","BLOCK_SIZE":"constexpr"}, {"BLOCK_SIZE":1024}, dict(num_warps=8)),
      ("gelu", gelu_kernel, {"x_ptr":"*fp32","y_ptr":"*fp32","n":"i32","BLOCK":"constexpr"}, {"BLOCK":1024}, dict(num_warps=4)),
    ]
    for name, fn, sig, cst, opts in jobs:
        src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=cst)
        k = triton.compile(src, target=tgt, options=opts)
        for ext in ("llir", "ptx"):
            open(f"{out}/{name}.sm{cc}.{ext}", "w").write(k.asm[ext])
        print(name, cc)

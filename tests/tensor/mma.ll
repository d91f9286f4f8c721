; Tensor-core fragments as CUTLASS and Triton move them: a 16x16 tile of
; `a` and a 16x8 tile of `b` copied to shared memory, read into fragments
; by ldmatrix and multiplied by mma.sync, each lane storing its four
; results where the PTX ISA's fragment layout puts them
; (row g + 8*(e/2), column 2t + e%2, with g = lane/4, t = lane%4).
; One warp per block. driver/tests/tensor_run.rs checks both interpreters
; against a matrix product computed in the test.
target triple = "nvptx64-nvidia-cuda"

@sa = internal addrspace(3) global [256 x i16] undef, align 16
@sb = internal addrspace(3) global [128 x i16] undef, align 16

; a: 16x16 f16, row-major; bt: b transposed (8 rows of 16), row-major;
; out: 16x8 f32 = a * b + c.
define ptx_kernel void @mma_f16(ptr addrspace(1) %a, ptr addrspace(1) %bt, ptr addrspace(1) %out, float %c) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @stage(ptr addrspace(1) %a, ptr addrspace(1) %bt, i32 %lane)
  ; Matrix m of the x4 load: rows 8*(m%2).., columns 8*(m/2)..; lane
  ; 8m + r names its row r.
  %m = lshr i32 %lane, 3
  %r = and i32 %lane, 7
  %mlo = and i32 %m, 1
  %mhi = lshr i32 %m, 1
  %row8 = shl i32 %mlo, 3
  %row = add i32 %row8, %r
  %col = shl i32 %mhi, 3
  %rowoff = shl i32 %row, 4
  %ai = add i32 %rowoff, %col
  %pa = getelementptr i16, ptr addrspace(3) @sa, i32 %ai
  %fa = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pa)
  ; b's two matrices: k 0..7 and 8..15 of bt's rows (lanes 0..15).
  %mb = and i32 %m, 1
  %bcol = shl i32 %mb, 3
  %brow = shl i32 %r, 4
  %bi = add i32 %brow, %bcol
  %pb = getelementptr i16, ptr addrspace(3) @sb, i32 %bi
  %fb = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %pb)
  %a0 = extractvalue { i32, i32, i32, i32 } %fa, 0
  %a1 = extractvalue { i32, i32, i32, i32 } %fa, 1
  %a2 = extractvalue { i32, i32, i32, i32 } %fa, 2
  %a3 = extractvalue { i32, i32, i32, i32 } %fa, 3
  %b0 = extractvalue { i32, i32 } %fb, 0
  %b1 = extractvalue { i32, i32 } %fb, 1
  %h0 = bitcast i32 %a0 to <2 x half>
  %h1 = bitcast i32 %a1 to <2 x half>
  %h2 = bitcast i32 %a2 to <2 x half>
  %h3 = bitcast i32 %a3 to <2 x half>
  %g0 = bitcast i32 %b0 to <2 x half>
  %g1 = bitcast i32 %b1 to <2 x half>
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %h0, <2 x half> %h1, <2 x half> %h2, <2 x half> %h3, <2 x half> %g0, <2 x half> %g1, float %c, float %c, float %c, float %c)
  %d0 = extractvalue { float, float, float, float } %d, 0
  %d1 = extractvalue { float, float, float, float } %d, 1
  %d2 = extractvalue { float, float, float, float } %d, 2
  %d3 = extractvalue { float, float, float, float } %d, 3
  call void @store_f32(ptr addrspace(1) %out, i32 %lane, float %d0, float %d1, float %d2, float %d3)
  ret void
}

; The same product in bf16, with b stored row-major (16 rows of 8) and
; read transposed by ldmatrix .trans.
define ptx_kernel void @mma_bf16_trans(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, float %c) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @stage(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %lane)
  %m = lshr i32 %lane, 3
  %r = and i32 %lane, 7
  %mlo = and i32 %m, 1
  %mhi = lshr i32 %m, 1
  %row8 = shl i32 %mlo, 3
  %row = add i32 %row8, %r
  %col = shl i32 %mhi, 3
  %rowoff = shl i32 %row, 4
  %ai = add i32 %rowoff, %col
  %pa = getelementptr i16, ptr addrspace(3) @sa, i32 %ai
  %fa = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pa)
  ; b's matrix m holds rows k = 8m..8m+7 (8 columns each).
  %mb = and i32 %m, 1
  %k8 = shl i32 %mb, 3
  %k = add i32 %k8, %r
  %bi = shl i32 %k, 3
  %pb = getelementptr i16, ptr addrspace(3) @sb, i32 %bi
  %fb = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %pb)
  %a0 = extractvalue { i32, i32, i32, i32 } %fa, 0
  %a1 = extractvalue { i32, i32, i32, i32 } %fa, 1
  %a2 = extractvalue { i32, i32, i32, i32 } %fa, 2
  %a3 = extractvalue { i32, i32, i32, i32 } %fa, 3
  %b0 = extractvalue { i32, i32 } %fb, 0
  %b1 = extractvalue { i32, i32 } %fb, 1
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c, float %c, float %c, float %c)
  %d0 = extractvalue { float, float, float, float } %d, 0
  %d1 = extractvalue { float, float, float, float } %d, 1
  %d2 = extractvalue { float, float, float, float } %d, 2
  %d3 = extractvalue { float, float, float, float } %d, 3
  call void @store_f32(ptr addrspace(1) %out, i32 %lane, float %d0, float %d1, float %d2, float %d3)
  ret void
}

; m16n8k8 with an f16 accumulator: the left 16x8 half of a (ldmatrix x2:
; rows 0..7 and 8..15 of columns 0..7) times the top 8x8 of b (x1 from
; bt, k 0..7); c is zero. out: 16x8 f16.
define ptx_kernel void @mma_k8_f16acc(ptr addrspace(1) %a, ptr addrspace(1) %bt, ptr addrspace(1) %out, float %c) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @stage(ptr addrspace(1) %a, ptr addrspace(1) %bt, i32 %lane)
  %m = lshr i32 %lane, 3
  %r = and i32 %lane, 7
  %mlo = and i32 %m, 1
  %row8 = shl i32 %mlo, 3
  %row = add i32 %row8, %r
  %ai = shl i32 %row, 4
  %pa = getelementptr i16, ptr addrspace(3) @sa, i32 %ai
  %fa = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %pa)
  %bi = shl i32 %r, 4
  %pb = getelementptr i16, ptr addrspace(3) @sb, i32 %bi
  %b0 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %pb)
  %a0 = extractvalue { i32, i32 } %fa, 0
  %a1 = extractvalue { i32, i32 } %fa, 1
  %h0 = bitcast i32 %a0 to <2 x half>
  %h1 = bitcast i32 %a1 to <2 x half>
  %g0 = bitcast i32 %b0 to <2 x half>
  %z = bitcast i32 0 to <2 x half>
  %d = call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half> %h0, <2 x half> %h1, <2 x half> %g0, <2 x half> %z, <2 x half> %z)
  %d0 = extractvalue { <2 x half>, <2 x half> } %d, 0
  %d1 = extractvalue { <2 x half>, <2 x half> } %d, 1
  %g = lshr i32 %lane, 2
  %t = and i32 %lane, 3
  %t2 = shl i32 %t, 1
  %o0 = shl i32 %g, 3
  %i0 = add i32 %o0, %t2
  %i1 = add i32 %i0, 64
  %p0 = getelementptr half, ptr addrspace(1) %out, i32 %i0
  %p1 = getelementptr half, ptr addrspace(1) %out, i32 %i1
  store <2 x half> %d0, ptr addrspace(1) %p0, align 4
  store <2 x half> %d1, ptr addrspace(1) %p1, align 4
  ret void
}

; Copies a (256 halves) and b (128 halves) to shared memory, 8 and 4 per
; lane, then waits for the warp.
define internal void @stage(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %lane) {
entry:
  %ab = shl i32 %lane, 3
  %bb = shl i32 %lane, 2
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %next ]
  %ia = add i32 %ab, %j
  %ga = getelementptr i16, ptr addrspace(1) %a, i32 %ia
  %va = load i16, ptr addrspace(1) %ga, align 2
  %sa = getelementptr i16, ptr addrspace(3) @sa, i32 %ia
  store i16 %va, ptr addrspace(3) %sa, align 2
  %small = icmp ult i32 %j, 4
  br i1 %small, label %copyb, label %next
copyb:
  %ib = add i32 %bb, %j
  %gb = getelementptr i16, ptr addrspace(1) %b, i32 %ib
  %vb = load i16, ptr addrspace(1) %gb, align 2
  %sb = getelementptr i16, ptr addrspace(3) @sb, i32 %ib
  store i16 %vb, ptr addrspace(3) %sb, align 2
  br label %next
next:
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 8
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}

; Stores lane's f32 results at rows g and g+8, columns 2t and 2t+1.
define internal void @store_f32(ptr addrspace(1) %out, i32 %lane, float %d0, float %d1, float %d2, float %d3) {
entry:
  %g = lshr i32 %lane, 2
  %t = and i32 %lane, 3
  %t2 = shl i32 %t, 1
  %o0 = shl i32 %g, 3
  %i0 = add i32 %o0, %t2
  %i1 = add i32 %i0, 1
  %i2 = add i32 %i0, 64
  %i3 = add i32 %i0, 65
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %i0
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %i1
  %p2 = getelementptr float, ptr addrspace(1) %out, i32 %i2
  %p3 = getelementptr float, ptr addrspace(1) %out, i32 %i3
  store float %d0, ptr addrspace(1) %p0, align 4
  store float %d1, ptr addrspace(1) %p1, align 4
  store float %d2, ptr addrspace(1) %p2, align 4
  store float %d3, ptr addrspace(1) %p3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)

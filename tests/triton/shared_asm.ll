; The shape Triton gives kernels that stage data through shared memory:
; a data layout with 32-bit shared pointers, the dynamic `global_smem`
; array, and shared accesses written as inline asm with `"r"` operands.
; @stage: each iteration stores a value to its own slot and reads the next
; thread's back; the slot addresses are loop-invariant. @stage_plain is the
; same kernel with plain loads and stores, which the nvvm interpreter runs
; (it does not run asm): the reference for @stage. @pressure_1024 and
; @pressure_128 hold 80 values live at once (volatile loads keep their
; order; the products pair the first with the last), with 1024- and
; 128-thread blocks.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @stage(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %tid, 2
  %mine = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %t4
  %nx = add i32 %tid, 1
  %nxm = and i32 %nx, 127
  %nx4 = shl i32 %nxm, 2
  %next = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %nx4
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %row = shl i32 %k, 7
  %idx = add i32 %row, %tid
  %gp = getelementptr inbounds float, ptr addrspace(1) %in, i32 %idx
  %v = load float, ptr addrspace(1) %gp, align 4
  %vb = bitcast float %v to i32
  tail call void asm sideeffect "st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r"(ptr addrspace(3) %mine, i32 %vb)
  tail call void @llvm.nvvm.barrier0()
  %wb = tail call i32 asm sideeffect "ld.shared::cta.b32 $0, [ $1 + 0 ];", "=r,r"(ptr addrspace(3) %next)
  tail call void @llvm.nvvm.barrier0()
  %w = bitcast i32 %wb to float
  %m = fmul float %w, %v
  %acc1 = fadd float %acc, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %op, align 4
  ret void
}

define ptx_kernel void @stage_plain(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %tid, 2
  %mine = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %t4
  %nx = add i32 %tid, 1
  %nxm = and i32 %nx, 127
  %nx4 = shl i32 %nxm, 2
  %next = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %nx4
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %row = shl i32 %k, 7
  %idx = add i32 %row, %tid
  %gp = getelementptr inbounds float, ptr addrspace(1) %in, i32 %idx
  %v = load float, ptr addrspace(1) %gp, align 4
  %vb = bitcast float %v to i32
  store i32 %vb, ptr addrspace(3) %mine, align 4
  tail call void @llvm.nvvm.barrier0()
  %wb = load i32, ptr addrspace(3) %next, align 4
  tail call void @llvm.nvvm.barrier0()
  %w = bitcast i32 %wb to float
  %m = fmul float %w, %v
  %acc1 = fadd float %acc, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %op, align 4
  ret void
}

define ptx_kernel void @pressure_1024(ptr addrspace(1) %in, ptr addrspace(1) %out) #1 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i32 0
  %v0 = load volatile float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i32 1
  %v1 = load volatile float, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i32 2
  %v2 = load volatile float, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i32 3
  %v3 = load volatile float, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i32 4
  %v4 = load volatile float, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i32 5
  %v5 = load volatile float, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i32 6
  %v6 = load volatile float, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i32 7
  %v7 = load volatile float, ptr addrspace(1) %p7, align 4
  %p8 = getelementptr inbounds float, ptr addrspace(1) %in, i32 8
  %v8 = load volatile float, ptr addrspace(1) %p8, align 4
  %p9 = getelementptr inbounds float, ptr addrspace(1) %in, i32 9
  %v9 = load volatile float, ptr addrspace(1) %p9, align 4
  %p10 = getelementptr inbounds float, ptr addrspace(1) %in, i32 10
  %v10 = load volatile float, ptr addrspace(1) %p10, align 4
  %p11 = getelementptr inbounds float, ptr addrspace(1) %in, i32 11
  %v11 = load volatile float, ptr addrspace(1) %p11, align 4
  %p12 = getelementptr inbounds float, ptr addrspace(1) %in, i32 12
  %v12 = load volatile float, ptr addrspace(1) %p12, align 4
  %p13 = getelementptr inbounds float, ptr addrspace(1) %in, i32 13
  %v13 = load volatile float, ptr addrspace(1) %p13, align 4
  %p14 = getelementptr inbounds float, ptr addrspace(1) %in, i32 14
  %v14 = load volatile float, ptr addrspace(1) %p14, align 4
  %p15 = getelementptr inbounds float, ptr addrspace(1) %in, i32 15
  %v15 = load volatile float, ptr addrspace(1) %p15, align 4
  %p16 = getelementptr inbounds float, ptr addrspace(1) %in, i32 16
  %v16 = load volatile float, ptr addrspace(1) %p16, align 4
  %p17 = getelementptr inbounds float, ptr addrspace(1) %in, i32 17
  %v17 = load volatile float, ptr addrspace(1) %p17, align 4
  %p18 = getelementptr inbounds float, ptr addrspace(1) %in, i32 18
  %v18 = load volatile float, ptr addrspace(1) %p18, align 4
  %p19 = getelementptr inbounds float, ptr addrspace(1) %in, i32 19
  %v19 = load volatile float, ptr addrspace(1) %p19, align 4
  %p20 = getelementptr inbounds float, ptr addrspace(1) %in, i32 20
  %v20 = load volatile float, ptr addrspace(1) %p20, align 4
  %p21 = getelementptr inbounds float, ptr addrspace(1) %in, i32 21
  %v21 = load volatile float, ptr addrspace(1) %p21, align 4
  %p22 = getelementptr inbounds float, ptr addrspace(1) %in, i32 22
  %v22 = load volatile float, ptr addrspace(1) %p22, align 4
  %p23 = getelementptr inbounds float, ptr addrspace(1) %in, i32 23
  %v23 = load volatile float, ptr addrspace(1) %p23, align 4
  %p24 = getelementptr inbounds float, ptr addrspace(1) %in, i32 24
  %v24 = load volatile float, ptr addrspace(1) %p24, align 4
  %p25 = getelementptr inbounds float, ptr addrspace(1) %in, i32 25
  %v25 = load volatile float, ptr addrspace(1) %p25, align 4
  %p26 = getelementptr inbounds float, ptr addrspace(1) %in, i32 26
  %v26 = load volatile float, ptr addrspace(1) %p26, align 4
  %p27 = getelementptr inbounds float, ptr addrspace(1) %in, i32 27
  %v27 = load volatile float, ptr addrspace(1) %p27, align 4
  %p28 = getelementptr inbounds float, ptr addrspace(1) %in, i32 28
  %v28 = load volatile float, ptr addrspace(1) %p28, align 4
  %p29 = getelementptr inbounds float, ptr addrspace(1) %in, i32 29
  %v29 = load volatile float, ptr addrspace(1) %p29, align 4
  %p30 = getelementptr inbounds float, ptr addrspace(1) %in, i32 30
  %v30 = load volatile float, ptr addrspace(1) %p30, align 4
  %p31 = getelementptr inbounds float, ptr addrspace(1) %in, i32 31
  %v31 = load volatile float, ptr addrspace(1) %p31, align 4
  %p32 = getelementptr inbounds float, ptr addrspace(1) %in, i32 32
  %v32 = load volatile float, ptr addrspace(1) %p32, align 4
  %p33 = getelementptr inbounds float, ptr addrspace(1) %in, i32 33
  %v33 = load volatile float, ptr addrspace(1) %p33, align 4
  %p34 = getelementptr inbounds float, ptr addrspace(1) %in, i32 34
  %v34 = load volatile float, ptr addrspace(1) %p34, align 4
  %p35 = getelementptr inbounds float, ptr addrspace(1) %in, i32 35
  %v35 = load volatile float, ptr addrspace(1) %p35, align 4
  %p36 = getelementptr inbounds float, ptr addrspace(1) %in, i32 36
  %v36 = load volatile float, ptr addrspace(1) %p36, align 4
  %p37 = getelementptr inbounds float, ptr addrspace(1) %in, i32 37
  %v37 = load volatile float, ptr addrspace(1) %p37, align 4
  %p38 = getelementptr inbounds float, ptr addrspace(1) %in, i32 38
  %v38 = load volatile float, ptr addrspace(1) %p38, align 4
  %p39 = getelementptr inbounds float, ptr addrspace(1) %in, i32 39
  %v39 = load volatile float, ptr addrspace(1) %p39, align 4
  %p40 = getelementptr inbounds float, ptr addrspace(1) %in, i32 40
  %v40 = load volatile float, ptr addrspace(1) %p40, align 4
  %p41 = getelementptr inbounds float, ptr addrspace(1) %in, i32 41
  %v41 = load volatile float, ptr addrspace(1) %p41, align 4
  %p42 = getelementptr inbounds float, ptr addrspace(1) %in, i32 42
  %v42 = load volatile float, ptr addrspace(1) %p42, align 4
  %p43 = getelementptr inbounds float, ptr addrspace(1) %in, i32 43
  %v43 = load volatile float, ptr addrspace(1) %p43, align 4
  %p44 = getelementptr inbounds float, ptr addrspace(1) %in, i32 44
  %v44 = load volatile float, ptr addrspace(1) %p44, align 4
  %p45 = getelementptr inbounds float, ptr addrspace(1) %in, i32 45
  %v45 = load volatile float, ptr addrspace(1) %p45, align 4
  %p46 = getelementptr inbounds float, ptr addrspace(1) %in, i32 46
  %v46 = load volatile float, ptr addrspace(1) %p46, align 4
  %p47 = getelementptr inbounds float, ptr addrspace(1) %in, i32 47
  %v47 = load volatile float, ptr addrspace(1) %p47, align 4
  %p48 = getelementptr inbounds float, ptr addrspace(1) %in, i32 48
  %v48 = load volatile float, ptr addrspace(1) %p48, align 4
  %p49 = getelementptr inbounds float, ptr addrspace(1) %in, i32 49
  %v49 = load volatile float, ptr addrspace(1) %p49, align 4
  %p50 = getelementptr inbounds float, ptr addrspace(1) %in, i32 50
  %v50 = load volatile float, ptr addrspace(1) %p50, align 4
  %p51 = getelementptr inbounds float, ptr addrspace(1) %in, i32 51
  %v51 = load volatile float, ptr addrspace(1) %p51, align 4
  %p52 = getelementptr inbounds float, ptr addrspace(1) %in, i32 52
  %v52 = load volatile float, ptr addrspace(1) %p52, align 4
  %p53 = getelementptr inbounds float, ptr addrspace(1) %in, i32 53
  %v53 = load volatile float, ptr addrspace(1) %p53, align 4
  %p54 = getelementptr inbounds float, ptr addrspace(1) %in, i32 54
  %v54 = load volatile float, ptr addrspace(1) %p54, align 4
  %p55 = getelementptr inbounds float, ptr addrspace(1) %in, i32 55
  %v55 = load volatile float, ptr addrspace(1) %p55, align 4
  %p56 = getelementptr inbounds float, ptr addrspace(1) %in, i32 56
  %v56 = load volatile float, ptr addrspace(1) %p56, align 4
  %p57 = getelementptr inbounds float, ptr addrspace(1) %in, i32 57
  %v57 = load volatile float, ptr addrspace(1) %p57, align 4
  %p58 = getelementptr inbounds float, ptr addrspace(1) %in, i32 58
  %v58 = load volatile float, ptr addrspace(1) %p58, align 4
  %p59 = getelementptr inbounds float, ptr addrspace(1) %in, i32 59
  %v59 = load volatile float, ptr addrspace(1) %p59, align 4
  %p60 = getelementptr inbounds float, ptr addrspace(1) %in, i32 60
  %v60 = load volatile float, ptr addrspace(1) %p60, align 4
  %p61 = getelementptr inbounds float, ptr addrspace(1) %in, i32 61
  %v61 = load volatile float, ptr addrspace(1) %p61, align 4
  %p62 = getelementptr inbounds float, ptr addrspace(1) %in, i32 62
  %v62 = load volatile float, ptr addrspace(1) %p62, align 4
  %p63 = getelementptr inbounds float, ptr addrspace(1) %in, i32 63
  %v63 = load volatile float, ptr addrspace(1) %p63, align 4
  %p64 = getelementptr inbounds float, ptr addrspace(1) %in, i32 64
  %v64 = load volatile float, ptr addrspace(1) %p64, align 4
  %p65 = getelementptr inbounds float, ptr addrspace(1) %in, i32 65
  %v65 = load volatile float, ptr addrspace(1) %p65, align 4
  %p66 = getelementptr inbounds float, ptr addrspace(1) %in, i32 66
  %v66 = load volatile float, ptr addrspace(1) %p66, align 4
  %p67 = getelementptr inbounds float, ptr addrspace(1) %in, i32 67
  %v67 = load volatile float, ptr addrspace(1) %p67, align 4
  %p68 = getelementptr inbounds float, ptr addrspace(1) %in, i32 68
  %v68 = load volatile float, ptr addrspace(1) %p68, align 4
  %p69 = getelementptr inbounds float, ptr addrspace(1) %in, i32 69
  %v69 = load volatile float, ptr addrspace(1) %p69, align 4
  %p70 = getelementptr inbounds float, ptr addrspace(1) %in, i32 70
  %v70 = load volatile float, ptr addrspace(1) %p70, align 4
  %p71 = getelementptr inbounds float, ptr addrspace(1) %in, i32 71
  %v71 = load volatile float, ptr addrspace(1) %p71, align 4
  %p72 = getelementptr inbounds float, ptr addrspace(1) %in, i32 72
  %v72 = load volatile float, ptr addrspace(1) %p72, align 4
  %p73 = getelementptr inbounds float, ptr addrspace(1) %in, i32 73
  %v73 = load volatile float, ptr addrspace(1) %p73, align 4
  %p74 = getelementptr inbounds float, ptr addrspace(1) %in, i32 74
  %v74 = load volatile float, ptr addrspace(1) %p74, align 4
  %p75 = getelementptr inbounds float, ptr addrspace(1) %in, i32 75
  %v75 = load volatile float, ptr addrspace(1) %p75, align 4
  %p76 = getelementptr inbounds float, ptr addrspace(1) %in, i32 76
  %v76 = load volatile float, ptr addrspace(1) %p76, align 4
  %p77 = getelementptr inbounds float, ptr addrspace(1) %in, i32 77
  %v77 = load volatile float, ptr addrspace(1) %p77, align 4
  %p78 = getelementptr inbounds float, ptr addrspace(1) %in, i32 78
  %v78 = load volatile float, ptr addrspace(1) %p78, align 4
  %p79 = getelementptr inbounds float, ptr addrspace(1) %in, i32 79
  %v79 = load volatile float, ptr addrspace(1) %p79, align 4
  %s0 = fadd float 0.0, 0.0
  %m0 = fmul float %v0, %v79
  %s1 = fadd float %s0, %m0
  %m1 = fmul float %v1, %v78
  %s2 = fadd float %s1, %m1
  %m2 = fmul float %v2, %v77
  %s3 = fadd float %s2, %m2
  %m3 = fmul float %v3, %v76
  %s4 = fadd float %s3, %m3
  %m4 = fmul float %v4, %v75
  %s5 = fadd float %s4, %m4
  %m5 = fmul float %v5, %v74
  %s6 = fadd float %s5, %m5
  %m6 = fmul float %v6, %v73
  %s7 = fadd float %s6, %m6
  %m7 = fmul float %v7, %v72
  %s8 = fadd float %s7, %m7
  %m8 = fmul float %v8, %v71
  %s9 = fadd float %s8, %m8
  %m9 = fmul float %v9, %v70
  %s10 = fadd float %s9, %m9
  %m10 = fmul float %v10, %v69
  %s11 = fadd float %s10, %m10
  %m11 = fmul float %v11, %v68
  %s12 = fadd float %s11, %m11
  %m12 = fmul float %v12, %v67
  %s13 = fadd float %s12, %m12
  %m13 = fmul float %v13, %v66
  %s14 = fadd float %s13, %m13
  %m14 = fmul float %v14, %v65
  %s15 = fadd float %s14, %m14
  %m15 = fmul float %v15, %v64
  %s16 = fadd float %s15, %m15
  %m16 = fmul float %v16, %v63
  %s17 = fadd float %s16, %m16
  %m17 = fmul float %v17, %v62
  %s18 = fadd float %s17, %m17
  %m18 = fmul float %v18, %v61
  %s19 = fadd float %s18, %m18
  %m19 = fmul float %v19, %v60
  %s20 = fadd float %s19, %m19
  %m20 = fmul float %v20, %v59
  %s21 = fadd float %s20, %m20
  %m21 = fmul float %v21, %v58
  %s22 = fadd float %s21, %m21
  %m22 = fmul float %v22, %v57
  %s23 = fadd float %s22, %m22
  %m23 = fmul float %v23, %v56
  %s24 = fadd float %s23, %m23
  %m24 = fmul float %v24, %v55
  %s25 = fadd float %s24, %m24
  %m25 = fmul float %v25, %v54
  %s26 = fadd float %s25, %m25
  %m26 = fmul float %v26, %v53
  %s27 = fadd float %s26, %m26
  %m27 = fmul float %v27, %v52
  %s28 = fadd float %s27, %m27
  %m28 = fmul float %v28, %v51
  %s29 = fadd float %s28, %m28
  %m29 = fmul float %v29, %v50
  %s30 = fadd float %s29, %m29
  %m30 = fmul float %v30, %v49
  %s31 = fadd float %s30, %m30
  %m31 = fmul float %v31, %v48
  %s32 = fadd float %s31, %m31
  %m32 = fmul float %v32, %v47
  %s33 = fadd float %s32, %m32
  %m33 = fmul float %v33, %v46
  %s34 = fadd float %s33, %m33
  %m34 = fmul float %v34, %v45
  %s35 = fadd float %s34, %m34
  %m35 = fmul float %v35, %v44
  %s36 = fadd float %s35, %m35
  %m36 = fmul float %v36, %v43
  %s37 = fadd float %s36, %m36
  %m37 = fmul float %v37, %v42
  %s38 = fadd float %s37, %m37
  %m38 = fmul float %v38, %v41
  %s39 = fadd float %s38, %m38
  %m39 = fmul float %v39, %v40
  %s40 = fadd float %s39, %m39
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %s40, ptr addrspace(1) %op, align 4
  ret void
}

define ptx_kernel void @pressure_128(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i32 0
  %v0 = load volatile float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i32 1
  %v1 = load volatile float, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i32 2
  %v2 = load volatile float, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i32 3
  %v3 = load volatile float, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i32 4
  %v4 = load volatile float, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i32 5
  %v5 = load volatile float, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i32 6
  %v6 = load volatile float, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i32 7
  %v7 = load volatile float, ptr addrspace(1) %p7, align 4
  %p8 = getelementptr inbounds float, ptr addrspace(1) %in, i32 8
  %v8 = load volatile float, ptr addrspace(1) %p8, align 4
  %p9 = getelementptr inbounds float, ptr addrspace(1) %in, i32 9
  %v9 = load volatile float, ptr addrspace(1) %p9, align 4
  %p10 = getelementptr inbounds float, ptr addrspace(1) %in, i32 10
  %v10 = load volatile float, ptr addrspace(1) %p10, align 4
  %p11 = getelementptr inbounds float, ptr addrspace(1) %in, i32 11
  %v11 = load volatile float, ptr addrspace(1) %p11, align 4
  %p12 = getelementptr inbounds float, ptr addrspace(1) %in, i32 12
  %v12 = load volatile float, ptr addrspace(1) %p12, align 4
  %p13 = getelementptr inbounds float, ptr addrspace(1) %in, i32 13
  %v13 = load volatile float, ptr addrspace(1) %p13, align 4
  %p14 = getelementptr inbounds float, ptr addrspace(1) %in, i32 14
  %v14 = load volatile float, ptr addrspace(1) %p14, align 4
  %p15 = getelementptr inbounds float, ptr addrspace(1) %in, i32 15
  %v15 = load volatile float, ptr addrspace(1) %p15, align 4
  %p16 = getelementptr inbounds float, ptr addrspace(1) %in, i32 16
  %v16 = load volatile float, ptr addrspace(1) %p16, align 4
  %p17 = getelementptr inbounds float, ptr addrspace(1) %in, i32 17
  %v17 = load volatile float, ptr addrspace(1) %p17, align 4
  %p18 = getelementptr inbounds float, ptr addrspace(1) %in, i32 18
  %v18 = load volatile float, ptr addrspace(1) %p18, align 4
  %p19 = getelementptr inbounds float, ptr addrspace(1) %in, i32 19
  %v19 = load volatile float, ptr addrspace(1) %p19, align 4
  %p20 = getelementptr inbounds float, ptr addrspace(1) %in, i32 20
  %v20 = load volatile float, ptr addrspace(1) %p20, align 4
  %p21 = getelementptr inbounds float, ptr addrspace(1) %in, i32 21
  %v21 = load volatile float, ptr addrspace(1) %p21, align 4
  %p22 = getelementptr inbounds float, ptr addrspace(1) %in, i32 22
  %v22 = load volatile float, ptr addrspace(1) %p22, align 4
  %p23 = getelementptr inbounds float, ptr addrspace(1) %in, i32 23
  %v23 = load volatile float, ptr addrspace(1) %p23, align 4
  %p24 = getelementptr inbounds float, ptr addrspace(1) %in, i32 24
  %v24 = load volatile float, ptr addrspace(1) %p24, align 4
  %p25 = getelementptr inbounds float, ptr addrspace(1) %in, i32 25
  %v25 = load volatile float, ptr addrspace(1) %p25, align 4
  %p26 = getelementptr inbounds float, ptr addrspace(1) %in, i32 26
  %v26 = load volatile float, ptr addrspace(1) %p26, align 4
  %p27 = getelementptr inbounds float, ptr addrspace(1) %in, i32 27
  %v27 = load volatile float, ptr addrspace(1) %p27, align 4
  %p28 = getelementptr inbounds float, ptr addrspace(1) %in, i32 28
  %v28 = load volatile float, ptr addrspace(1) %p28, align 4
  %p29 = getelementptr inbounds float, ptr addrspace(1) %in, i32 29
  %v29 = load volatile float, ptr addrspace(1) %p29, align 4
  %p30 = getelementptr inbounds float, ptr addrspace(1) %in, i32 30
  %v30 = load volatile float, ptr addrspace(1) %p30, align 4
  %p31 = getelementptr inbounds float, ptr addrspace(1) %in, i32 31
  %v31 = load volatile float, ptr addrspace(1) %p31, align 4
  %p32 = getelementptr inbounds float, ptr addrspace(1) %in, i32 32
  %v32 = load volatile float, ptr addrspace(1) %p32, align 4
  %p33 = getelementptr inbounds float, ptr addrspace(1) %in, i32 33
  %v33 = load volatile float, ptr addrspace(1) %p33, align 4
  %p34 = getelementptr inbounds float, ptr addrspace(1) %in, i32 34
  %v34 = load volatile float, ptr addrspace(1) %p34, align 4
  %p35 = getelementptr inbounds float, ptr addrspace(1) %in, i32 35
  %v35 = load volatile float, ptr addrspace(1) %p35, align 4
  %p36 = getelementptr inbounds float, ptr addrspace(1) %in, i32 36
  %v36 = load volatile float, ptr addrspace(1) %p36, align 4
  %p37 = getelementptr inbounds float, ptr addrspace(1) %in, i32 37
  %v37 = load volatile float, ptr addrspace(1) %p37, align 4
  %p38 = getelementptr inbounds float, ptr addrspace(1) %in, i32 38
  %v38 = load volatile float, ptr addrspace(1) %p38, align 4
  %p39 = getelementptr inbounds float, ptr addrspace(1) %in, i32 39
  %v39 = load volatile float, ptr addrspace(1) %p39, align 4
  %p40 = getelementptr inbounds float, ptr addrspace(1) %in, i32 40
  %v40 = load volatile float, ptr addrspace(1) %p40, align 4
  %p41 = getelementptr inbounds float, ptr addrspace(1) %in, i32 41
  %v41 = load volatile float, ptr addrspace(1) %p41, align 4
  %p42 = getelementptr inbounds float, ptr addrspace(1) %in, i32 42
  %v42 = load volatile float, ptr addrspace(1) %p42, align 4
  %p43 = getelementptr inbounds float, ptr addrspace(1) %in, i32 43
  %v43 = load volatile float, ptr addrspace(1) %p43, align 4
  %p44 = getelementptr inbounds float, ptr addrspace(1) %in, i32 44
  %v44 = load volatile float, ptr addrspace(1) %p44, align 4
  %p45 = getelementptr inbounds float, ptr addrspace(1) %in, i32 45
  %v45 = load volatile float, ptr addrspace(1) %p45, align 4
  %p46 = getelementptr inbounds float, ptr addrspace(1) %in, i32 46
  %v46 = load volatile float, ptr addrspace(1) %p46, align 4
  %p47 = getelementptr inbounds float, ptr addrspace(1) %in, i32 47
  %v47 = load volatile float, ptr addrspace(1) %p47, align 4
  %p48 = getelementptr inbounds float, ptr addrspace(1) %in, i32 48
  %v48 = load volatile float, ptr addrspace(1) %p48, align 4
  %p49 = getelementptr inbounds float, ptr addrspace(1) %in, i32 49
  %v49 = load volatile float, ptr addrspace(1) %p49, align 4
  %p50 = getelementptr inbounds float, ptr addrspace(1) %in, i32 50
  %v50 = load volatile float, ptr addrspace(1) %p50, align 4
  %p51 = getelementptr inbounds float, ptr addrspace(1) %in, i32 51
  %v51 = load volatile float, ptr addrspace(1) %p51, align 4
  %p52 = getelementptr inbounds float, ptr addrspace(1) %in, i32 52
  %v52 = load volatile float, ptr addrspace(1) %p52, align 4
  %p53 = getelementptr inbounds float, ptr addrspace(1) %in, i32 53
  %v53 = load volatile float, ptr addrspace(1) %p53, align 4
  %p54 = getelementptr inbounds float, ptr addrspace(1) %in, i32 54
  %v54 = load volatile float, ptr addrspace(1) %p54, align 4
  %p55 = getelementptr inbounds float, ptr addrspace(1) %in, i32 55
  %v55 = load volatile float, ptr addrspace(1) %p55, align 4
  %p56 = getelementptr inbounds float, ptr addrspace(1) %in, i32 56
  %v56 = load volatile float, ptr addrspace(1) %p56, align 4
  %p57 = getelementptr inbounds float, ptr addrspace(1) %in, i32 57
  %v57 = load volatile float, ptr addrspace(1) %p57, align 4
  %p58 = getelementptr inbounds float, ptr addrspace(1) %in, i32 58
  %v58 = load volatile float, ptr addrspace(1) %p58, align 4
  %p59 = getelementptr inbounds float, ptr addrspace(1) %in, i32 59
  %v59 = load volatile float, ptr addrspace(1) %p59, align 4
  %p60 = getelementptr inbounds float, ptr addrspace(1) %in, i32 60
  %v60 = load volatile float, ptr addrspace(1) %p60, align 4
  %p61 = getelementptr inbounds float, ptr addrspace(1) %in, i32 61
  %v61 = load volatile float, ptr addrspace(1) %p61, align 4
  %p62 = getelementptr inbounds float, ptr addrspace(1) %in, i32 62
  %v62 = load volatile float, ptr addrspace(1) %p62, align 4
  %p63 = getelementptr inbounds float, ptr addrspace(1) %in, i32 63
  %v63 = load volatile float, ptr addrspace(1) %p63, align 4
  %p64 = getelementptr inbounds float, ptr addrspace(1) %in, i32 64
  %v64 = load volatile float, ptr addrspace(1) %p64, align 4
  %p65 = getelementptr inbounds float, ptr addrspace(1) %in, i32 65
  %v65 = load volatile float, ptr addrspace(1) %p65, align 4
  %p66 = getelementptr inbounds float, ptr addrspace(1) %in, i32 66
  %v66 = load volatile float, ptr addrspace(1) %p66, align 4
  %p67 = getelementptr inbounds float, ptr addrspace(1) %in, i32 67
  %v67 = load volatile float, ptr addrspace(1) %p67, align 4
  %p68 = getelementptr inbounds float, ptr addrspace(1) %in, i32 68
  %v68 = load volatile float, ptr addrspace(1) %p68, align 4
  %p69 = getelementptr inbounds float, ptr addrspace(1) %in, i32 69
  %v69 = load volatile float, ptr addrspace(1) %p69, align 4
  %p70 = getelementptr inbounds float, ptr addrspace(1) %in, i32 70
  %v70 = load volatile float, ptr addrspace(1) %p70, align 4
  %p71 = getelementptr inbounds float, ptr addrspace(1) %in, i32 71
  %v71 = load volatile float, ptr addrspace(1) %p71, align 4
  %p72 = getelementptr inbounds float, ptr addrspace(1) %in, i32 72
  %v72 = load volatile float, ptr addrspace(1) %p72, align 4
  %p73 = getelementptr inbounds float, ptr addrspace(1) %in, i32 73
  %v73 = load volatile float, ptr addrspace(1) %p73, align 4
  %p74 = getelementptr inbounds float, ptr addrspace(1) %in, i32 74
  %v74 = load volatile float, ptr addrspace(1) %p74, align 4
  %p75 = getelementptr inbounds float, ptr addrspace(1) %in, i32 75
  %v75 = load volatile float, ptr addrspace(1) %p75, align 4
  %p76 = getelementptr inbounds float, ptr addrspace(1) %in, i32 76
  %v76 = load volatile float, ptr addrspace(1) %p76, align 4
  %p77 = getelementptr inbounds float, ptr addrspace(1) %in, i32 77
  %v77 = load volatile float, ptr addrspace(1) %p77, align 4
  %p78 = getelementptr inbounds float, ptr addrspace(1) %in, i32 78
  %v78 = load volatile float, ptr addrspace(1) %p78, align 4
  %p79 = getelementptr inbounds float, ptr addrspace(1) %in, i32 79
  %v79 = load volatile float, ptr addrspace(1) %p79, align 4
  %s0 = fadd float 0.0, 0.0
  %m0 = fmul float %v0, %v79
  %s1 = fadd float %s0, %m0
  %m1 = fmul float %v1, %v78
  %s2 = fadd float %s1, %m1
  %m2 = fmul float %v2, %v77
  %s3 = fadd float %s2, %m2
  %m3 = fmul float %v3, %v76
  %s4 = fadd float %s3, %m3
  %m4 = fmul float %v4, %v75
  %s5 = fadd float %s4, %m4
  %m5 = fmul float %v5, %v74
  %s6 = fadd float %s5, %m5
  %m6 = fmul float %v6, %v73
  %s7 = fadd float %s6, %m6
  %m7 = fmul float %v7, %v72
  %s8 = fadd float %s7, %m7
  %m8 = fmul float %v8, %v71
  %s9 = fadd float %s8, %m8
  %m9 = fmul float %v9, %v70
  %s10 = fadd float %s9, %m9
  %m10 = fmul float %v10, %v69
  %s11 = fadd float %s10, %m10
  %m11 = fmul float %v11, %v68
  %s12 = fadd float %s11, %m11
  %m12 = fmul float %v12, %v67
  %s13 = fadd float %s12, %m12
  %m13 = fmul float %v13, %v66
  %s14 = fadd float %s13, %m13
  %m14 = fmul float %v14, %v65
  %s15 = fadd float %s14, %m14
  %m15 = fmul float %v15, %v64
  %s16 = fadd float %s15, %m15
  %m16 = fmul float %v16, %v63
  %s17 = fadd float %s16, %m16
  %m17 = fmul float %v17, %v62
  %s18 = fadd float %s17, %m17
  %m18 = fmul float %v18, %v61
  %s19 = fadd float %s18, %m18
  %m19 = fmul float %v19, %v60
  %s20 = fadd float %s19, %m19
  %m20 = fmul float %v20, %v59
  %s21 = fadd float %s20, %m20
  %m21 = fmul float %v21, %v58
  %s22 = fadd float %s21, %m21
  %m22 = fmul float %v22, %v57
  %s23 = fadd float %s22, %m22
  %m23 = fmul float %v23, %v56
  %s24 = fadd float %s23, %m23
  %m24 = fmul float %v24, %v55
  %s25 = fadd float %s24, %m24
  %m25 = fmul float %v25, %v54
  %s26 = fadd float %s25, %m25
  %m26 = fmul float %v26, %v53
  %s27 = fadd float %s26, %m26
  %m27 = fmul float %v27, %v52
  %s28 = fadd float %s27, %m27
  %m28 = fmul float %v28, %v51
  %s29 = fadd float %s28, %m28
  %m29 = fmul float %v29, %v50
  %s30 = fadd float %s29, %m29
  %m30 = fmul float %v30, %v49
  %s31 = fadd float %s30, %m30
  %m31 = fmul float %v31, %v48
  %s32 = fadd float %s31, %m31
  %m32 = fmul float %v32, %v47
  %s33 = fadd float %s32, %m32
  %m33 = fmul float %v33, %v46
  %s34 = fadd float %s33, %m33
  %m34 = fmul float %v34, %v45
  %s35 = fadd float %s34, %m34
  %m35 = fmul float %v35, %v44
  %s36 = fadd float %s35, %m35
  %m36 = fmul float %v36, %v43
  %s37 = fadd float %s36, %m36
  %m37 = fmul float %v37, %v42
  %s38 = fadd float %s37, %m37
  %m38 = fmul float %v38, %v41
  %s39 = fadd float %s38, %m38
  %m39 = fmul float %v39, %v40
  %s40 = fadd float %s39, %m39
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %s40, ptr addrspace(1) %op, align 4
  ret void
}

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nounwind "nvvm.reqntid"="1024" }

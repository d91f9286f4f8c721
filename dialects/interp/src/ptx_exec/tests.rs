//! End-to-end tests of the ptx interpreter on small PTX programs: warp
//! operations (shuffles with out-of-range lanes and segments), atomics,
//! calls with the `.param` ABI, local and shared memory, special
//! registers, control flow, and the errors (located, never a panic).

use super::super::error::ErrorKind;
use super::super::grid::Launch;
use super::super::memory::Memory;
use super::super::ArgValue;
use super::{check_ptx, run_ptx};
use crate::InterpError;
use ptx::parse::parse_ptx;
use ptx::PtxModule;

const HEADER: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

fn module(text: &str) -> PtxModule {
    parse_ptx("t.ptx", &format!("{HEADER}{text}")).unwrap_or_else(|e| panic!("{e}"))
}

/// A kernel `k(.param .u64 out)` whose body runs after
/// `%rd9 = out`, `%r19 = %tid.x`, `%rd8 = &out[tid]` (u32 elements).
fn kernel(prelude: &str, body: &str) -> String {
    format!(
        "{prelude}
.visible .entry k(.param .u64 out)
{{
    .reg .pred %p<8>;
    .reg .b16 %rs<8>;
    .reg .b32 %r<20>;
    .reg .b64 %rd<10>;
    .reg .f32 %f<8>;
    .reg .f64 %fd<4>;
    ld.param.u64 %rd9, [out];
    cvta.to.global.u64 %rd9, %rd9;
    mov.u32 %r19, %tid.x;
    mul.wide.u32 %rd8, %r19, 4;
    add.s64 %rd8, %rd9, %rd8;
{body}
    ret;
}}
"
    )
}

/// Runs `kernel(prelude, body)` with `threads` threads in `blocks` blocks
/// and a zeroed 256-word output; returns the output.
fn run_in(prelude: &str, body: &str, blocks: u32, threads: u32) -> Result<Vec<u32>, InterpError> {
    let m = module(&kernel(prelude, body));
    let mut mem = Memory::new();
    let out = mem.alloc_slice("out", &[0u32; 256]);
    let mut l = Launch::linear(blocks, threads);
    l.step_limit = 100_000;
    run_ptx(&m, "k", &l, &[ArgValue::Ptr(out)], &mut mem)?;
    Ok(mem.read_slice::<u32>(out, 256).unwrap())
}

fn run(body: &str, threads: u32) -> Vec<u32> {
    run_in("", body, 1, threads).unwrap_or_else(|e| panic!("{e}"))
}

fn fails(body: &str, threads: u32) -> InterpError {
    run_in("", body, 1, threads).expect_err("the kernel must fail")
}

#[test]
fn shuffles_follow_the_isa_lane_rules() {
    // down by 4 in a full warp: lanes 28..31 read their own value, p false.
    let out = run(
        "    shfl.sync.down.b32 %r1|%p1, %r19, 4, 31, -1;
    selp.u32 %r2, 1000, 0, %p1;
    add.s32 %r1, %r1, %r2;
    st.global.u32 [%rd8], %r1;",
        32,
    );
    for l in 0..32 {
        let want = if l < 28 { 1000 + l + 4 } else { l };
        assert_eq!(out[l as usize], want, "lane {l}");
    }
    // up by 3 with c = 0: lanes 0..2 keep their value.
    let out = run(
        "    shfl.sync.up.b32 %r1, %r19, 3, 0, -1;
    st.global.u32 [%rd8], %r1;",
        32,
    );
    for l in 0..32u32 {
        assert_eq!(out[l as usize], if l < 3 { l } else { l - 3 });
    }
    // idx in segments of 8: c = ((32 - 8) << 8) | 31.
    let out = run(
        "    shfl.sync.idx.b32 %r1, %r19, 3, 0x181f, -1;
    st.global.u32 [%rd8], %r1;",
        32,
    );
    for l in 0..32u32 {
        assert_eq!(out[l as usize], (l & !7) + 3);
    }
    // idx past the segment's end (b = 9 in 8-lane segments) wraps within it.
    let out = run(
        "    shfl.sync.idx.b32 %r1, %r19, 9, 0x181f, -1;
    st.global.u32 [%rd8], %r1;",
        32,
    );
    for l in 0..32u32 {
        assert_eq!(out[l as usize], (l & !7) + 1);
    }
    // bfly by 16 in 16-lane segments: out of the segment, own value.
    let out = run(
        "    shfl.sync.bfly.b32 %r1|%p1, %r19, 16, 0x101f, -1;
    selp.u32 %r2, 1000, 0, %p1;
    add.s32 %r1, %r1, %r2;
    st.global.u32 [%rd8], %r1;",
        32,
    );
    // The ISA's bfly only checks j <= maxLane: lanes 16..31 read 16 below.
    for l in 0..32u32 {
        let want = if l < 16 { l } else { l - 16 + 1000 };
        assert_eq!(out[l as usize], want, "lane {l}");
    }
    // A half-warp mask with the other half exited.
    let out = run(
        "    setp.ge.u32 %p1, %r19, 16;
    @%p1 bra DONE;
    shfl.sync.bfly.b32 %r1, %r19, 1, 31, 0xffff;
    st.global.u32 [%rd8], %r1;
DONE:",
        32,
    );
    for l in 0..16u32 {
        assert_eq!(out[l as usize], l ^ 1);
    }
}

#[test]
fn votes_match_redux_and_activemask() {
    let out = run(
        "    and.b32 %r1, %r19, 1;
    setp.eq.u32 %p1, %r1, 1;
    vote.sync.ballot.b32 %r2, %p1, -1;
    st.global.u32 [%rd8], %r2;
    vote.sync.any.pred %p2, %p1, -1;
    vote.sync.all.pred %p3, !%p1, -1;
    vote.sync.uni.pred %p4, %p1, -1;
    selp.u32 %r3, 1, 0, %p2;
    selp.u32 %r4, 2, 0, %p3;
    selp.u32 %r5, 4, 0, %p4;
    or.b32 %r3, %r3, %r4;
    or.b32 %r3, %r3, %r5;
    st.global.u32 [%rd8+128], %r3;
    shr.u32 %r6, %r19, 2;
    match.any.sync.b32 %r7, %r6, -1;
    st.global.u32 [%rd8+256], %r7;
    match.all.sync.b32 %r8|%p5, %r6, -1;
    selp.u32 %r8, 1, 0, %p5;
    st.global.u32 [%rd8+384], %r8;
    redux.sync.add.u32 %r9, %r19, -1;
    st.global.u32 [%rd8+512], %r9;
    redux.sync.min.s32 %r10, %r19, -1;
    st.global.u32 [%rd8+640], %r10;
    activemask.b32 %r11;
    st.global.u32 [%rd8+768], %r11;",
        32,
    );
    for l in 0..32usize {
        assert_eq!(out[l], 0xaaaa_aaaa);
        assert_eq!(out[32 + l], 1, "any true, all(!p) false, uni false");
        assert_eq!(out[64 + l], 0xf << (l / 4 * 4));
        assert_eq!(out[96 + l], 0);
        assert_eq!(out[128 + l], 496);
        assert_eq!(out[160 + l], 0);
        assert_eq!(out[192 + l], u32::MAX);
    }
}

#[test]
fn block_reductions_and_barriers() {
    let out = run(
        "    setp.lt.u32 %p1, %r19, 5;
    bar.red.popc.u32 %r1, 0, %p1;
    bar.red.or.pred %p2, 0, %p1;
    bar.red.and.pred %p3, 0, %p1;
    selp.u32 %r2, 100, 0, %p2;
    selp.u32 %r3, 1000, 0, %p3;
    add.s32 %r1, %r1, %r2;
    add.s32 %r1, %r1, %r3;
    st.global.u32 [%rd8], %r1;",
        64,
    );
    assert!(out[..64].iter().all(|&v| v == 105));
}

#[test]
fn atomics_wrap_and_swap() {
    // 40 threads increment with limit 16 (wraps to 0 after 16) and
    // decrement with limit 16 from 0 (wraps to 16).
    let out = run(
        "    atom.global.inc.u32 %r1, [%rd9+512], 16;
    atom.global.dec.u32 %r2, [%rd9+516], 16;
    atom.global.add.u32 %r3, [%rd9+520], 2;
    atom.global.max.s32 %r4, [%rd9+524], %r19;
    atom.global.exch.b32 %r5, [%rd9+528], %r19;
    atom.global.cas.b32 %r6, [%rd9+532], %r19, 77;
    red.global.or.b32 [%rd9+536], %r19;
    st.global.u32 [%rd8], %r1;",
        40,
    );
    assert_eq!(out[128], 40 % 17);
    // dec: 0 -> 16 -> 15 ... -> 0 -> 16: 40 steps from 0.
    let mut v = 0u32;
    for _ in 0..40 {
        v = if v == 0 || v > 16 { 16 } else { v - 1 };
    }
    assert_eq!(out[129], v);
    assert_eq!(out[130], 80);
    assert_eq!(out[131], 39);
    assert_eq!(out[132], 39);
    // cas: thread 0 sees 0 == 0 and stores 77; nobody else matches.
    assert_eq!(out[133], 77);
    assert_eq!(out[134], 63);
    assert_eq!(&out[..4], &[0, 1, 2, 3]);
    assert_eq!(out[17], 0);
}

#[test]
fn calls_pass_params_and_recursion_uses_fresh_frames() {
    let prelude = "
.func (.param .b32 ret) fact(.param .b32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .local .align 4 .b8 __local_depot1[8];
    .reg .b64 %SPL;
    mov.u64 %SPL, __local_depot1;
    ld.param.u32 %r1, [n];
    st.local.u32 [%SPL], %r1;
    setp.le.u32 %p1, %r1, 1;
    @%p1 bra BASE;
    sub.s32 %r2, %r1, 1;
    {
    .param .b32 param0;
    st.param.b32 [param0+0], %r2;
    .param .b32 retval0;
    call.uni (retval0), fact, (param0);
    ld.param.b32 %r3, [retval0+0];
    }
    ld.local.u32 %r4, [%SPL];
    mul.lo.s32 %r5, %r3, %r4;
    st.param.b32 [ret+0], %r5;
    ret;
BASE:
    st.param.b32 [ret+0], 1;
    ret;
}
.func (.reg .b32 out) twice(.reg .b32 x)
{
    add.s32 out, x, x;
    ret;
}
";
    let out = run_in(
        prelude,
        "    add.s32 %r1, %r19, 1;
    {
    .param .b32 param0;
    st.param.b32 [param0+0], %r1;
    .param .b32 retval0;
    call.uni (retval0), fact, (param0);
    ld.param.b32 %r2, [retval0+0];
    }
    call.uni (%r3), twice, (%r2);
    st.global.u32 [%rd8], %r3;
    mov.u64 %rd1, fact;
    {
    .param .b32 param0;
    st.param.b32 [param0+0], 5;
    .param .b32 retval0;
    proto: .callprototype (.param .b32 _) _ (.param .b32 _);
    call (retval0), %rd1, (param0), proto;
    ld.param.b32 %r4, [retval0+0];
    }
    st.global.u32 [%rd8+128], %r4;",
        1,
        6,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&out[..6], &[2, 4, 12, 48, 240, 1440]);
    assert!(out[32..38].iter().all(|&v| v == 120));
}

#[test]
fn local_shared_and_module_variables() {
    let prelude = "
.global .align 4 .u32 table[4] = {10, 20, 30, 40};
.global .align 8 .u64 ptr = generic(table)+8;
.const .align 4 .f32 half_c = 0f3F000000;
.global .align 4 .u32 zeroed[2];
.shared .align 4 .b8 tile[256];
.extern .shared .align 16 .b8 dyn[];
";
    let body = "
    .local .align 4 .b8 __local_depot0[16];
    .reg .b64 %SP;
    .reg .b64 %SPL;
    mov.u64 %SPL, __local_depot0;
    cvta.local.u64 %SP, %SPL;
    st.u32 [%SP+4], %r19;
    ld.local.u32 %r1, [%SPL+4];
    ld.global.u64 %rd1, [ptr];
    ld.u32 %r2, [%rd1];
    add.s32 %r1, %r1, %r2;
    ld.const.f32 %f1, [half_c];
    cvt.rzi.u32.f32 %r3, %f1;
    add.s32 %r1, %r1, %r3;
    ld.global.u32 %r4, [zeroed+4];
    add.s32 %r1, %r1, %r4;
    mul.wide.u32 %rd2, %r19, 4;
    mov.u64 %rd3, tile;
    add.s64 %rd3, %rd3, %rd2;
    st.shared.u32 [%rd3], %r19;
    bar.sync 0;
    xor.b32 %r5, %r19, 1;
    mul.wide.u32 %rd4, %r5, 4;
    mov.u64 %rd5, tile;
    add.s64 %rd5, %rd5, %rd4;
    ld.shared.u32 %r6, [%rd5];
    mul.lo.s32 %r6, %r6, 100;
    add.s32 %r1, %r1, %r6;
    mov.u64 %rd6, dyn;
    st.shared.u32 [%rd6], 5;
    ld.shared.u32 %r7, [dyn];
    add.s32 %r1, %r1, %r7;
    st.global.u32 [%rd8], %r1;";
    let m = module(&kernel(prelude, body));
    let mut mem = Memory::new();
    let out = mem.alloc_slice("out", &[0u32; 256]);
    let mut l = Launch::linear(2, 4);
    l.dyn_smem = 64;
    run_ptx(&m, "k", &l, &[ArgValue::Ptr(out)], &mut mem).unwrap_or_else(|e| panic!("{e}"));
    let got = mem.read_slice::<u32>(out, 4).unwrap();
    let want: Vec<u32> = (0..4).map(|t| t + 30 + (t ^ 1) * 100 + 5).collect();
    assert_eq!(got, want);
}

#[test]
fn moves_conversions_loads_and_special_registers() {
    let out = run(
        "    mov.b64 %rd1, {%r19, %r19};
    mov.b64 {%r1, %r2}, %rd1;
    add.s32 %r1, %r1, %r2;
    st.global.u32 [%rd8], %r1;
    mov.u32 %r3, 0xfffffff0;
    st.global.u32 [%rd9+512], %r3;
    ld.global.s8 %r4, [%rd9+512];
    st.global.u32 [%rd8+128], %r4;
    ld.global.u8 %rs1, [%rd9+512];
    cvt.u32.u16 %r5, %rs1;
    st.global.u32 [%rd8+256], %r5;
    cvt.s8.s32 %r6, %r3;
    st.global.u32 [%rd8+384], %r6;
    mov.u32 %r7, %laneid;
    mov.u32 %r8, %lanemask_lt;
    popc.b32 %r8, %r8;
    add.s32 %r7, %r7, %r8;
    st.global.u32 [%rd8+640], %r7;
    mov.f32 %f1, 0f40000000;
    mov.f32 %f2, 0f3F800000;
    cvt.rn.f16x2.f32 %r9, %f1, %f2;
    mov.b32 {%rs2, %rs3}, %r9;
    cvt.f32.f16 %f3, %rs3;
    mov.f32 %f4, 0f3FC00000;
    add.rn.f32 %f5, %f3, %f4;
    cvt.rzi.s32.f32 %r10, %f5;
    st.global.u32 [%rd8+768], %r10;",
        2,
    );
    assert_eq!(&out[..2], &[0, 2]);
    assert_eq!(out[32], 0xffff_fff0);
    assert_eq!(out[64], 0xf0);
    assert_eq!(out[96], 0xffff_fff0);
    assert_eq!(&out[160..162], &[0, 2]);
    assert_eq!(out[192], 3, "the high half of the f16x2 is 2.0, plus 1.5");
}

#[test]
fn control_flow_carries_and_counts() {
    let src = kernel(
        "",
        "    and.b32 %r1, %r19, 3;
$L_tbl: .branchtargets A, B, C, D;
    brx.idx %r1, $L_tbl;
A:  mov.u32 %r2, 10;
    bra.uni E;
B:  mov.u32 %r2, 20;
    bra.uni E;
C:  mov.u32 %r2, 30;
    bra.uni E;
D:  mov.u32 %r2, 40;
E:  mov.u32 %r3, 0xffffffff;
    add.cc.u32 %r4, %r3, %r19;
    addc.u32 %r5, 0, 0;
    mad.lo.s32 %r2, %r5, 1000, %r2;
    setp.gt.u32 %p1, %r19, 1;
    setp.lt.and.u32 %p2|%p3, %r19, 3, %p1;
    @%p2 add.s32 %r2, %r2, 5;
    @!%p3 add.s32 %r2, %r2, 7;
    st.global.u32 [%rd8], %r2;",
    );
    let m = module(&src);
    assert!(check_ptx(&m).is_empty(), "{:?}", check_ptx(&m));
    let mut mem = Memory::new();
    let out = mem.alloc_slice("out", &[0u32; 256]);
    let st = run_ptx(
        &m,
        "k",
        &Launch::linear(1, 4),
        &[ArgValue::Ptr(out)],
        &mut mem,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let got = mem.read_slice::<u32>(out, 4).unwrap();
    // Thread 2: carry 1, p2 = (2<3) & (2>1) = 1, p3 = !(2<3) & (2>1) = 0.
    assert_eq!(got, [10 + 7, 1020 + 7, 1030 + 5 + 7, 1040]);
    assert_eq!(st.per_op["brx.idx"], 4);
    assert_eq!(st.per_op["add.s32"], 8, "guarded-off instructions count");
    assert_eq!(st.per_op.values().sum::<u64>(), st.insts);
}

#[test]
fn half_precision_arithmetic() {
    let out = run(
        "    mov.b16 %rs1, 0x3C00;
    mov.b16 %rs2, 0x4000;
    add.rn.f16 %rs3, %rs1, %rs2;
    mov.b32 %r1, {%rs1, %rs2};
    fma.rn.f16x2 %r2, %r1, %r1, %r1;
    st.global.u32 [%rd9+4], %r2;
    cvt.u32.u16 %r3, %rs3;
    st.global.u32 [%rd9], %r3;
    neg.f16 %rs4, %rs3;
    cvt.f32.f16 %f1, %rs4;
    cvt.rzi.s32.f32 %r4, %f1;
    st.global.u32 [%rd9+8], %r4;",
        1,
    );
    assert_eq!(out[0], 0x4200);
    assert_eq!(out[1], 0x4600_4000, "{{1*1+1, 2*2+2}} = {{2, 6}}");
    assert_eq!(out[2] as i32, -3);
}

#[test]
fn errors_name_the_place_and_never_panic() {
    let e = fails("    movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r19;", 1);
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(
        e.msg
            .contains("PTX instruction 'movmatrix.sync.aligned.m8n8.trans.b16'"),
        "{e}"
    );
    assert_eq!(e.kernel, "k");
    assert_eq!(e.block, Some([0, 0, 0]));
    assert_eq!(e.thread, Some([0, 0, 0]));
    assert!(e.inst.as_deref().unwrap().contains("movmatrix.sync"), "{e}");
    let e = fails("    add.s32 %rd1, %r19, 1;", 1);
    assert_eq!(e.kind, ErrorKind::Malformed);
    assert!(e.msg.contains("%rd1"), "{e}");
    let e = fails("    add.f32 %f1, %p1, %f2;", 1);
    assert_eq!(e.kind, ErrorKind::Malformed, "{e}");
    let e = fails("    add.foo.s32 %r1, %r19, 1;", 1);
    assert!(e.msg.contains("'.foo'"), "{e}");
    let e = fails("    trap;", 1);
    assert_eq!(e.kind, ErrorKind::Undefined);
    let e = fails("LOOP:\n    bra.uni LOOP;", 1);
    assert_eq!(e.kind, ErrorKind::StepLimit);
    let e = fails("    ld.global.u32 %r1, [%rd1];", 1);
    assert_eq!(e.kind, ErrorKind::Undefined, "undefined address: {e}");
    let e = fails("    ld.global.u32 %r1, [%rd9+1024];", 1);
    assert_eq!(e.kind, ErrorKind::OutOfBounds, "{e}");
    let e = fails("    ld.global.u32 %r1, [%rd9+2];", 1);
    assert_eq!(e.kind, ErrorKind::Misaligned, "{e}");
    let e = fails("    st.param.u64 [out], %rd9;", 1);
    assert_eq!(e.kind, ErrorKind::ReadOnly, "{e}");
    let e = fails("    div.u32 %r1, %r19, 0;", 1);
    assert_eq!(e.kind, ErrorKind::Undefined, "{e}");
    let e = fails("    @%p1 bra.uni X;\nX:", 1);
    assert!(e.msg.contains("guard"), "{e}");
    let e = fails("    shfl.sync.idx.b32 %r1, %r19, 1, 31, 1;", 2);
    assert_eq!(
        e.kind,
        ErrorKind::Undefined,
        "lane 1 not in its own mask: {e}"
    );
    let e = fails(
        "    setp.eq.u32 %p1, %r19, 0;\n    @%p1 bra X;\n    bar.sync 0;\nX:\n    bar.sync 0;",
        2,
    );
    assert_eq!(e.kind, ErrorKind::Deadlock, "{e}");
    // Stores of undefined registers leave the bytes uninitialized.
    let m = module(&kernel("", "    st.global.u32 [%rd8], %r7;"));
    let mut mem = Memory::new();
    let out = mem.alloc_slice("out", &[1u32; 4]);
    run_ptx(
        &m,
        "k",
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out)],
        &mut mem,
    )
    .unwrap();
    let (_, init) = mem.read_with_init(out, 8).unwrap();
    assert_eq!(init, [false, false, false, false, true, true, true, true]);
    // Launch errors.
    let e = run_ptx(&m, "nope", &Launch::linear(1, 1), &[], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadLaunch);
    let e = run_ptx(&m, "k", &Launch::linear(1, 1), &[], &mut mem).unwrap_err();
    assert!(e.msg.contains("takes 1 arguments"), "{e}");
    let e = run_ptx(
        &m,
        "k",
        &Launch::linear(1, 1),
        &[ArgValue::F32(1.0)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadLaunch, "{e}");
}

#[test]
fn check_lists_instructions_that_cannot_run() {
    let m = module(&kernel(
        "",
        "    movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r19;\n    bar.arrive 1, 64;",
    ));
    let bad = check_ptx(&m);
    assert_eq!(bad.len(), 2, "{bad:?}");
    assert!(bad[0].starts_with("k ("), "{bad:?}");
    assert!(bad[1].contains("bar.arrive"), "{bad:?}");
}

/// A `.b128` register is two 64-bit halves: packs, unpacks, copies, loads
/// and stores keep them apart (a 64-bit register file used to merge them:
/// x * x came out as 3 x * x), low half first in memory; other uses of a
/// `.b128` register are refused.
#[test]
fn b128_registers_hold_both_halves() {
    let body = "    .reg .b128 %rq<4>;\n    cvt.u64.u32 %rd1, %r19;\n    \
                add.u64 %rd2, %rd1, 7;\n    \
                mov.b128 %rq1, {%rd1, %rd2};\n    mov.b128 %rq2, %rq1;\n    \
                st.local.b128 [%SPL], %rq2;\n    ld.local.b128 %rq3, [%SPL];\n    \
                mov.b128 {%rd3, %rd4}, %rq3;\n    \
                ld.local.u64 %rd5, [%SPL+8];\n    \
                add.u64 %rd6, %rd5, %rd3;\n    add.u64 %rd6, %rd6, %rd4;\n    \
                cvt.u32.u64 %r1, %rd6;\n    st.global.u32 [%rd8], %r1;";
    let prelude = "";
    let text = kernel(prelude, body).replace(
        "    ld.param.u64 %rd9, [out];",
        "    .local .align 16 .b8 __l[16];\n    .reg .b64 %SPL;\n    mov.u64 %SPL, __l;\n    ld.param.u64 %rd9, [out];",
    );
    let m = module(&text);
    let mut mem = Memory::new();
    let out = mem.alloc_slice("out", &[0u32; 256]);
    let l = Launch::linear(1, 4);
    run_ptx(&m, "k", &l, &[ArgValue::Ptr(out)], &mut mem).unwrap_or_else(|e| panic!("{e}"));
    let got = mem.read_slice::<u32>(out, 4).unwrap();
    // hi (t + 7) read back as a u64, plus both halves: 3t + 14.
    assert_eq!(got, vec![14, 17, 20, 23]);
    let bad = "    .reg .b128 %rq<2>;\n    add.u64 %rd2, %rq1, 1;\n    st.global.u32 [%rd8], %r1;";
    let e = fails(bad, 1).to_string();
    assert!(e.contains("b128"), "{e}");
}

#[test]
fn decodes_the_instruction_forms_compilers_emit() {
    let body = "
    ld.volatile.global.u32 %r1, [%rd9];
    ld.relaxed.gpu.global.u32 %r1, [%rd9];
    ld.acquire.sys.global.u32 %r1, [%rd9];
    ld.global.nc.L1::no_allocate.v2.u32 {%r1, %r2}, [%rd9];
    ld.global.L2::cache_hint.u32 %r1, [%rd9], %rd1;
    ldu.global.u32 %r1, [%rd9];
    st.release.cta.global.u32 [%rd9], %r1;
    st.global.wb.v4.f32 [%rd9], {%f1, %f2, %f3, %f4};
    fence.acq_rel.gpu;
    fence.sc.sys;
    membar.gl;
    prefetch.global.L2 [%rd9];
    nanosleep.u32 100;
    .pragma \"nounroll\";
    atom.relaxed.gpu.global.add.u64 %rd1, [%rd9], 1;
    atom.shared.cas.b64 %rd1, [%rd2], %rd3, %rd4;
    atom.add.noftz.f16 %rs1, [%rd9], %rs2;
    atom.global.add.f16x2 %r1, [%rd9], %r2;
    atom.global.min.s32 %r1, [%rd9], %r2;
    red.shared.add.f32 [%rd2], %f1;
    red.relaxed.gpu.global.max.u64 [%rd9], %rd1;
    barrier.sync.aligned 0;
    barrier.sync 1, 64;
    bar.warp.sync -1;
    mad.lo.cc.u32 %r1, %r2, %r3, %r4;
    mul24.lo.s32 %r1, %r2, %r3;
    mad24.hi.sat.s32 %r1, %r2, %r3, %r4;
    sad.u32 %r1, %r2, %r3, %r4;
    set.lt.ftz.f32.f32 %r1, %f1, %f2;
    set.eq.and.u32.s32 %r1, %r2, %r3, %p1;
    slct.ftz.f32.f32 %f1, %f2, %f3, %f4;
    slct.s32.s32 %r1, %r2, %r3, %r4;
    testp.finite.f64 %p1, %fd1;
    cvta.shared.u64 %rd1, %rd2;
    cvta.to.local.u64 %rd1, %rd2;
    cvta.const.u64 %rd1, %rd2;
    cvt.rna.tf32.f32 %r1, %f1;
    cvt.rn.bf16.f32 %rs1, %f1;
    cvt.f32.bf16 %f1, %rs1;
    cvt.rn.relu.f16x2.f32 %r1, %f1, %f2;
    cvt.rpi.f64.f64 %fd1, %fd2;
    cvt.rz.ftz.sat.f32.f64 %f1, %fd1;
    div.full.ftz.f32 %f1, %f2, %f3;
    div.approx.f32 %f1, %f2, %f3;
    div.rn.f64 %fd1, %fd2, %fd3;
    rcp.approx.ftz.f64 %fd1, %fd2;
    sqrt.approx.ftz.f32 %f1, %f2;
    tanh.approx.f32 %f1, %f2;
    sin.approx.ftz.f32 %f1, %f2;
    min.NaN.f32 %f1, %f2, %f3;
    max.ftz.f32 %f1, %f2, %f3;
    fma.rn.sat.f32 %f1, %f2, %f3, %f4;
    fma.rn.relu.bf16 %rs1, %rs2, %rs3, %rs4;
    add.rn.ftz.f16x2 %r1, %r2, %r3;
    mul.rn.bf16x2 %r1, %r2, %r3;
    lop3.b32 %r1, %r2, %r3, %r4, 0x96;
    bfind.shiftamt.s64 %r1, %rd1;
    shf.r.clamp.b32 %r1, %r2, %r3, %r4;
    prmt.b32.rc16 %r1, %r2, %r3, %r4;
    max.relu.s32 %r1, %r2, %r3;
    shfl.up.b32 %r1|%p1, %r2, 1, 0;
    vote.ballot.b32 %r1, !%p1;
    redux.sync.xor.b32 %r1, %r2, -1;
    match.all.sync.b64 %r1|%p1, %rd1, -1;
    mov.u32 %r1, %dynamic_smem_size;
    mov.u64 %rd1, %clock64;
    mov.u32 %r1, %envreg3;
    mov.u32 %r1, WARP_SZ;
    exit;";
    let m = module(&kernel("", body));
    assert_eq!(check_ptx(&m), Vec::<String>::new());
}

#[test]
fn multiply_add_carry_chain() {
    // 64-bit 0xffffffff * 2 + 5 from 32-bit halves.
    let out = run(
        "    mov.u32 %r1, 0xffffffff;
    mad.lo.cc.u32 %r2, %r1, 2, 5;
    madc.hi.u32 %r3, %r1, 2, 0;
    st.global.u32 [%rd9], %r2;
    st.global.u32 [%rd9+4], %r3;",
        1,
    );
    assert_eq!(&out[..2], &[3, 2]);
}

#[test]
fn reserved_shared_memory_starts_past_the_blocks_own() {
    // 64 bytes of static shared memory; the reserved region the
    // interpreter models is empty and begins where the block's ends.
    let out = run_in(
        ".shared .align 4 .b8 s[64];\n",
        "    mov.u32 %r1, %reserved_smem_offset_begin;
    mov.u32 %r2, %reserved_smem_offset_1;
    mov.u32 %r3, %reserved_smem_offset_cap;
    st.global.u32 [%rd9], %r1;
    st.global.u32 [%rd9+4], %r2;
    st.global.u32 [%rd9+8], %r3;",
        1,
        1,
    )
    .unwrap();
    assert_eq!(&out[..3], &[64, 64, 0]);
}

#[test]
fn simd_video_and_packed_half_compares_decode_and_run() {
    // What CUDA's `__vabsdiffu4`, `__vcmpgtu2`, `__vmaxs4` and `__heq2_mask`
    // write, on per-thread operands.
    let body = "
    mov.u32 %r1, 0x01ff0380;
    add.u32 %r1, %r1, %r19;
    mov.u32 %r2, 0x02000180;
    vabsdiff4.u32.u32.u32 %r3, %r1, %r2, 0;
    vset2.u32.u32.gt %r4, %r1, %r2, 0;
    vmax4.s32.s32.s32 %r5, %r1, %r2, %r19;
    vabsdiff4.u32.u32.u32.add %r6, %r1, %r2, %r19;
    mov.b32 %r7, 0x3c004000;
    mov.b32 %r8, 0x3c003c00;
    set.eq.u32.f16x2 %r9, %r7, %r8;
    setp.lt.f16x2 %p1|%p2, %r8, %r7;
    selp.u32 %r10, 1, 0, %p1;
    selp.u32 %r11, 2, 0, %p2;
    add.u32 %r10, %r10, %r11;
    xor.b32 %r12, %r3, %r4;
    xor.b32 %r12, %r12, %r5;
    xor.b32 %r12, %r12, %r6;
    xor.b32 %r12, %r12, %r9;
    xor.b32 %r12, %r12, %r10;
    st.global.u32 [%rd8], %r12;";
    let out = run(body, 2);
    use super::video::{video, Video, VideoOp};
    let vd = |op, signed, add| Video {
        op,
        lanes: if matches!(op, VideoOp::Set(_)) { 2 } else { 4 },
        signed: [signed; 3],
        sat: false,
        add,
    };
    for (t, &got) in out.iter().take(2).enumerate() {
        let a = 0x01ff_0380u32 + t as u32;
        let b = 0x0200_0180;
        let want = video(vd(VideoOp::AbsDiff, false, false), a, b, 0)
            ^ video(vd(VideoOp::Set(super::ops::Cmp::Gt), false, false), a, b, 0)
            ^ video(vd(VideoOp::Max, true, false), a, b, t as u32)
            ^ video(vd(VideoOp::AbsDiff, false, true), a, b, t as u32)
            // 1.0 == 1.0 in the high halves only; 1.0 < 2.0 in the low.
            ^ 0xffff_0000
            ^ 1;
        assert_eq!(got, want, "thread {t}");
    }
}

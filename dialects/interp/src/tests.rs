//! Unit tests of the interpreter: scheduling and synchronization, memory
//! errors and their messages (ops and floats: `tests_ops`, `tests_float`).

use super::*;
use dialects::ir::Module;

/// Imports a kernel written in LLVM IR (intrinsics need no declaration).
pub(super) fn module(src: &str) -> Module {
    let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{src}");
    llvm::import::import("t.ll", &text).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs kernel `k` of `src`.
pub(super) fn run(
    src: &str,
    launch: &Launch,
    args: &[ArgValue],
    mem: &mut Memory,
) -> Result<RunStats, InterpError> {
    run_nvvm(&module(src), "k", launch, args, mem)
}

/// Runs `k(ptr out)` on one warp and returns the 32 i32 results.
fn warp_i32(src: &str) -> Vec<i32> {
    let mut mem = Memory::new();
    let out = mem.alloc_global(32 * 4, ElemType::I32);
    run(src, &Launch::linear(1, 32), &[ArgValue::Ptr(out)], &mut mem)
        .unwrap_or_else(|e| panic!("{e}"));
    mem.read_slice(out, 32).unwrap()
}

/// A kernel storing `EXPR` (an i32 computed from `%t` = tid.x) to out[tid].
fn per_lane(body: &str) -> String {
    format!(
        "define ptx_kernel void @k(ptr %out) {{
           %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
           %v0 = mul i32 %t, 10
           {body}
           %q = getelementptr i32, ptr %out, i32 %t
           store i32 %r, ptr %q
           ret void
         }}"
    )
}

fn shfl(mode: &str, b: u32, c: u32) -> Vec<i32> {
    warp_i32(&per_lane(&format!(
        "%r = call i32 @llvm.nvvm.shfl.sync.{mode}.i32(i32 -1, i32 %v0, i32 {b}, i32 {c})"
    )))
}

#[test]
fn shfl_lanes_follow_the_ptx_rules() {
    let own = |l: usize| l as i32 * 10;
    // down by 3: lanes 29..31 are out of range and keep their own value.
    let d = shfl("down", 3, 0x1f);
    assert!((0..32).all(|l| d[l] == own(if l + 3 < 32 { l + 3 } else { l })));
    // up by 3 (clamp 0): lanes 0..2 keep their own value.
    let u = shfl("up", 3, 0);
    assert!((0..32).all(|l| u[l] == own(if l >= 3 { l - 3 } else { l })));
    // bfly 5.
    assert!(shfl("bfly", 5, 0x1f)
        .iter()
        .enumerate()
        .all(|(l, &v)| v == own(l ^ 5)));
    // idx with b = 40: only b's low 5 bits count, lane 8 for everyone.
    assert!(shfl("idx", 40, 0x1f).iter().all(|&v| v == own(8)));
    // Width 8 (c = ((32 - 8) << 8) | clamp): segments of 8 lanes.
    let d8 = shfl("down", 3, 0x181f);
    assert!((0..32).all(|l| d8[l] == own(if l % 8 + 3 < 8 { l + 3 } else { l })));
    let u8_ = shfl("up", 3, 0x1800);
    assert!((0..32).all(|l| u8_[l] == own(if l % 8 >= 3 { l - 3 } else { l })));
    let i8_ = shfl("idx", 9, 0x181f);
    assert!((0..32).all(|l| i8_[l] == own(l / 8 * 8 + 1)));
}

#[test]
fn shfl_predicate_variant_reports_range() {
    let r = warp_i32(&per_lane(
        "%p = call {i32, i1} @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v0, i32 4, i32 31)
         %pv = extractvalue {i32, i1} %p, 1
         %r = zext i1 %pv to i32",
    ));
    assert!((0..32).all(|l| r[l] == (l + 4 < 32) as i32));
}

#[test]
fn shfl_from_an_exited_lane_is_an_error() {
    let src = "define ptx_kernel void @k(ptr %out) {
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %c = icmp ult i32 %t, 16
         br i1 %c, label %a, label %b
       a:
         %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %t, i32 8, i32 31)
         ret void
       b:
         ret void
       }";
    let mut mem = Memory::new();
    let e = run(src, &Launch::linear(1, 32), &[ArgValue::Ptr(0)], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Undefined, "{e}");
    assert!(e.msg.contains("lane 8 reads lane 16"), "{e}");
}

#[test]
fn ballot_with_partial_masks() {
    // Lanes 0..15 vote among themselves on "odd", lanes 16..31 on "multiple of 3".
    let r = warp_i32(&per_lane(
        "%lo = icmp ult i32 %t, 16
         %m = select i1 %lo, i32 65535, i32 -65536
         %odd = and i32 %t, 1
         %m3 = urem i32 %t, 3
         %p1 = icmp ne i32 %odd, 0
         %p2 = icmp eq i32 %m3, 0
         %p = select i1 %lo, i1 %p1, i1 %p2
         %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)",
    ));
    let hi: u32 = (16..32).filter(|l| l % 3 == 0).fold(0, |m, l| m | 1 << l);
    for (l, &v) in r.iter().enumerate() {
        assert_eq!(v as u32, if l < 16 { 0xaaaa } else { hi }, "lane {l}");
    }
}

#[test]
fn votes_match_and_redux() {
    let any = warp_i32(&per_lane(
        "%p = icmp eq i32 %t, 7
         %a = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)
         %b = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %p)
         %c = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 true)
         %a32 = zext i1 %a to i32
         %b32 = zext i1 %b to i32
         %c32 = zext i1 %c to i32
         %ab = shl i32 %b32, 1
         %cc = shl i32 %c32, 2
         %x = or i32 %a32, %ab
         %r = or i32 %x, %cc",
    ));
    assert!(any.iter().all(|&v| v == 0b101));
    let m = warp_i32(&per_lane(
        "%k = and i32 %t, 3
         %r = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %k)",
    ));
    assert!((0..32).all(|l| m[l] as u32 == 0x1111_1111u32 << (l % 4)));
    let all = warp_i32(&per_lane(
        "%p = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 5)
         %r = extractvalue {i32, i1} %p, 0",
    ));
    assert!(all.iter().all(|&v| v == -1));
    let s = warp_i32(&per_lane(
        "%r = call i32 @llvm.nvvm.redux.sync.umax(i32 %v0, i32 -1)",
    ));
    assert!(s.iter().all(|&v| v == 310));
    let act = warp_i32(&per_lane(
        "%c = icmp ult i32 %t, 5
         br i1 %c, label %a, label %b
       a:
         %m = call i32 @llvm.nvvm.activemask()
         br label %b
       b:
         %r = phi i32 [ %m, %a ], [ 0, %0 ]",
    ));
    assert_eq!(&act[..6], &[0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0]);
}

#[test]
fn barrier_reductions_count_the_block() {
    let src = "define ptx_kernel void @k(ptr %out) {
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %m = urem i32 %t, 3
         %p = icmp eq i32 %m, 0
         %p32 = zext i1 %p to i32
         %n = call i32 @llvm.nvvm.barrier0.popc(i32 %p32)
         %a = call i32 @llvm.nvvm.barrier0.and(i32 %p32)
         %o = call i32 @llvm.nvvm.barrier0.or(i32 %p32)
         %x = shl i32 %a, 8
         %y = shl i32 %o, 9
         %z = or i32 %x, %y
         %r = or i32 %n, %z
         %q = getelementptr i32, ptr %out, i32 %t
         store i32 %r, ptr %q
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(100 * 4, ElemType::I32);
    run(
        src,
        &Launch::linear(1, 100),
        &[ArgValue::Ptr(out)],
        &mut mem,
    )
    .unwrap();
    let r: Vec<i32> = mem.read_slice(out, 100).unwrap();
    assert!(r.iter().all(|&v| v == 34 | 1 << 9), "{r:?}");
}

const DIVERGENT: &str = "define ptx_kernel void @k(ptr %out) {
     %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
     %c = icmp ult i32 %t, 16
     br i1 %c, label %a, label %b
   a:
     call void @llvm.nvvm.barrier0()
     br label %b
   b:
     call void @llvm.nvvm.barrier0()
     ret void
   }";

#[test]
fn divergent_barrier_is_reported() {
    let mut mem = Memory::new();
    let e = run(
        DIVERGENT,
        &Launch::linear(1, 64),
        &[ArgValue::Ptr(0)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Deadlock, "{e}");
    let text = e.to_string();
    assert!(text.contains("divergent barrier"), "{text}");
    assert!(text.contains("kernel 'k', block (0,0,0)"), "{text}");
    assert!(text.contains("16 thread(s) (0,0,0)"), "{text}");
    assert!(text.contains("48 thread(s) (16,0,0)"), "{text}");
    // Matching by barrier id only (what the hardware does) lets it pass.
    let mut l = Launch::linear(1, 64);
    l.relaxed_barriers = true;
    run(DIVERGENT, &l, &[ArgValue::Ptr(0)], &mut mem).unwrap();
}

#[test]
fn warp_op_against_barrier_deadlocks() {
    let src = "define ptx_kernel void @k() {
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %c = icmp ult i32 %t, 16
         br i1 %c, label %a, label %b
       a:
         call void @llvm.nvvm.barrier0()
         ret void
       b:
         %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)
         ret void
       }";
    let mut mem = Memory::new();
    let e = run(src, &Launch::linear(1, 32), &[], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Deadlock);
    let text = e.to_string();
    assert!(text.contains("wait at barrier 0"), "{text}");
    assert!(
        text.contains("wait at shfl.sync.idx mask 0xffffffff"),
        "{text}"
    );
    assert!(text.contains("llvm.nvvm.shfl.sync.idx.i32"), "{text}");
}

#[test]
fn exited_threads_count_as_arrived_only_when_relaxed() {
    let src = "define ptx_kernel void @k(ptr %out) {
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %c = icmp ult i32 %t, 40
         br i1 %c, label %a, label %b
       a:
         call void @llvm.nvvm.barrier0()
         %q = getelementptr i32, ptr %out, i32 %t
         store i32 %t, ptr %q
         br label %b
       b:
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(64 * 4, ElemType::I32);
    // CUDA: `__syncthreads()` must be reached by every thread of the block.
    let e = run(src, &Launch::linear(1, 64), &[ArgValue::Ptr(out)], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Undefined, "{e}");
    let text = e.to_string();
    assert!(
        text.contains("reached by 40 of 64 threads of block (0,0,0)"),
        "{text}"
    );
    assert!(text.contains("thread(s) (40,0,0)"), "{text}");
    // The hardware (sm_70 and later) counts exited threads as arrived.
    let mut l = Launch::linear(1, 64);
    l.relaxed_barriers = true;
    run(src, &l, &[ArgValue::Ptr(out)], &mut mem).unwrap();
    assert_eq!(
        mem.read_slice::<i32>(out, 40).unwrap(),
        (0..40).collect::<Vec<_>>()
    );
}

const LOAD_AT: &str = "define ptx_kernel void @k(ptr %x, i32 %i) {
     %q = getelementptr float, ptr %x, i32 %i
     %v = load float, ptr %q, align 4
     ret void
   }";

#[test]
fn out_of_bounds_error_names_everything() {
    let mut mem = Memory::new();
    let x = mem.alloc_global_named("x", 64, ElemType::F32);
    mem.write_slice(x, &[0f32; 16]).unwrap();
    let e = run(
        LOAD_AT,
        &Launch::new([2, 1, 1], [3, 1, 1]),
        &[ArgValue::Ptr(x), ArgValue::I32(17)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfBounds);
    assert_eq!((e.block, e.thread), (Some([0, 0, 0]), Some([0, 0, 0])));
    let text = e.to_string();
    assert!(
        text.starts_with(
            "kernel 'k', block (0,0,0), thread (0,0,0): out of bounds: load of 4 bytes"
        ),
        "{text}"
    );
    assert!(
        text.contains("4 bytes past the end of 'x' (64 bytes"),
        "{text}"
    );
    assert!(
        text.contains("at: @k: %v = nvvm.load %q {align = 4} : f32"),
        "{text}"
    );
    // An access straddling the end.
    let y = mem.alloc_global_named("y", 6, ElemType::U8);
    mem.write(y, &[0; 6]).unwrap();
    let e = run(
        LOAD_AT,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(y), ArgValue::I32(1)],
        &mut mem,
    )
    .unwrap_err();
    assert!(
        e.msg
            .contains("4 bytes into 'y' of 6 bytes, the access runs 2 bytes past its end"),
        "{e}"
    );
}

#[test]
fn uninitialized_misaligned_and_null_accesses() {
    let mut mem = Memory::new();
    let x = mem.alloc_global_named("x", 64, ElemType::F32);
    mem.write_slice(x, &[1f32; 8]).unwrap();
    let go = |mem: &mut Memory, p: u64, i: i32| {
        run(
            LOAD_AT,
            &Launch::linear(1, 1),
            &[ArgValue::Ptr(p), ArgValue::I32(i)],
            mem,
        )
        .unwrap_err()
    };
    let e = go(&mut mem, x, 9);
    assert_eq!(e.kind, ErrorKind::Uninitialized, "{e}");
    assert!(e.msg.contains("uninitialized byte 36 of 'x'"), "{e}");
    let e = go(&mut mem, x + 2, 0);
    assert_eq!(e.kind, ErrorKind::Misaligned, "{e}");
    let e = go(&mut mem, 0, 3);
    assert_eq!(e.kind, ErrorKind::NullAccess, "{e}");
    // A pointer truncated to 32 bits points nowhere.
    let e = go(&mut mem, (x + 0x2000) & 0xffff_ffff, 0);
    assert_eq!(e.kind, ErrorKind::OutOfBounds, "{e}");
}

#[test]
fn shared_memory_is_fresh_per_block_and_dynamic_shared_works() {
    let src = "@s = internal addrspace(3) global [4 x i32] undef, align 4
       @dyn = external addrspace(3) global [0 x i32], align 4
       define ptx_kernel void @k(ptr %out, i1 %first) {
         %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
         %is0 = icmp eq i32 %b, 0
         %c = or i1 %is0, %first
         br i1 %c, label %w, label %r
       w:
         store i32 7, ptr addrspace(3) @s
         store i32 9, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) @dyn, i32 3)
         br label %r
       r:
         %v = load i32, ptr addrspace(3) @s
         %d = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) @dyn, i32 3)
         %s = add i32 %v, %d
         %q = getelementptr i32, ptr %out, i32 %b
         store i32 %s, ptr %q
         ret void
       }";
    let m = module(src);
    let mut mem = Memory::new();
    let out = mem.alloc_global(8, ElemType::I32);
    let mut l = Launch::linear(2, 1);
    l.dyn_smem = 16;
    // Block 1 reads shared memory block 0 wrote: fresh memory, uninitialized.
    let e = run_nvvm(
        &m,
        "k",
        &l,
        &[ArgValue::Ptr(out), ArgValue::I1(false)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(
        (e.kind, e.block),
        (ErrorKind::Uninitialized, Some([1, 0, 0])),
        "{e}"
    );
    run_nvvm(
        &m,
        "k",
        &l,
        &[ArgValue::Ptr(out), ArgValue::I1(true)],
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_slice::<i32>(out, 2).unwrap(), [16, 16]);
    // Too little dynamic shared memory.
    l.dyn_smem = 12;
    let e = run_nvvm(
        &m,
        "k",
        &l,
        &[ArgValue::Ptr(out), ArgValue::I1(true)],
        &mut mem,
    )
    .unwrap_err();
    assert!(e.msg.contains("'dynamic shared memory'"), "{e}");
}

#[test]
fn generic_pointers_resolve_through_windows() {
    // A shared variable accessed through a generic pointer, and a generic
    // pointer to global memory wrongly cast to shared.
    let src = "@s = internal addrspace(3) global i32 undef, align 4
       define ptx_kernel void @k(ptr %out, ptr %g) {
         %p = addrspacecast ptr addrspace(3) @s to ptr
         store i32 5, ptr %p
         %v = load i32, ptr addrspace(3) @s
         store i32 %v, ptr %out
         %bad = addrspacecast ptr %g to ptr addrspace(3)
         %w = load i32, ptr addrspace(3) %bad
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(4, ElemType::I32);
    let e = run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out), ArgValue::Ptr(out)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(mem.read_slice::<i32>(out, 1).unwrap(), [5]);
    assert_eq!(e.kind, ErrorKind::Undefined);
    assert!(
        e.msg.contains("(a global address) to the shared space"),
        "{e}"
    );
}

#[test]
fn constant_memory_is_read_only_and_host_writable() {
    let src = "@c = addrspace(4) externally_initialized global [2 x float] zeroinitializer, align 4
       define ptx_kernel void @k(ptr %out) {
         %v = load float, ptr addrspace(4) getelementptr ([2 x float], ptr addrspace(4) @c, i32 0, i32 1)
         store float %v, ptr %out
         store float %v, ptr addrspace(4) @c
         ret void
       }";
    let m = module(src);
    let mut mem = Memory::new();
    map_globals(&m, &mut mem).unwrap();
    mem.write_slice(mem.symbol_addr("c").unwrap() + 4, &[2.5f32])
        .unwrap();
    let out = mem.alloc_global(4, ElemType::F32);
    let e = run_nvvm(
        &m,
        "k",
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(mem.read_slice::<f32>(out, 1).unwrap(), [2.5]);
    assert_eq!(e.kind, ErrorKind::ReadOnly, "{e}");
}

#[test]
fn module_variables_are_materialized_with_initializers() {
    let src = "@tab = addrspace(1) global [3 x i32] [i32 10, i32 20, i32 30], align 4
       @str = addrspace(4) constant [4 x i8] c\"ab\\00z\", align 1
       @pair = addrspace(4) constant { i16, ptr addrspace(1) } { i16 7, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @tab, i64 8) }, align 8
       @pad = addrspace(1) global { i8, i32 } { i8 1, i32 undef }, align 4
       define ptx_kernel void @k(ptr %out) {
         %pp = getelementptr i8, ptr addrspace(4) @pair, i64 8
         %p = load ptr addrspace(1), ptr addrspace(4) %pp
         %v = load i32, ptr addrspace(1) %p
         %s = load i8, ptr addrspace(4) getelementptr (i8, ptr addrspace(4) @str, i64 3)
         %sz = zext i8 %s to i32
         %h = load i16, ptr addrspace(4) @pair
         %hz = zext i16 %h to i32
         %a = add i32 %v, %sz
         %r = add i32 %a, %hz
         store i32 %r, ptr %out
         %u = load i32, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @pad, i64 4)
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(4, ElemType::I32);
    let e = run(src, &Launch::linear(1, 1), &[ArgValue::Ptr(out)], &mut mem).unwrap_err();
    assert_eq!(mem.read_slice::<i32>(out, 1).unwrap(), [30 + 122 + 7]);
    // The undef member of @pad stays uninitialized.
    assert_eq!(e.kind, ErrorKind::Uninitialized, "{e}");
    assert!(e.msg.contains("of 'pad'"), "{e}");
    let names: Vec<String> = mem.buffers().into_iter().map(|b| b.name).collect();
    assert!(names.contains(&"tab".to_string()) && names.contains(&"str".to_string()));
}

#[test]
fn step_limit_stops_endless_loops() {
    let src = "define ptx_kernel void @k() {
         br label %l
       l:
         br label %l
       }";
    let mut mem = Memory::new();
    let mut l = Launch::linear(1, 2);
    l.step_limit = 1000;
    let e = run(src, &l, &[], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::StepLimit);
    assert!(e.to_string().contains("more than 1000 instructions"));
}

#[test]
fn launch_and_argument_errors() {
    let mut mem = Memory::new();
    let bad =
        |args: &[ArgValue], l: &Launch, mem: &mut Memory| run(LOAD_AT, l, args, mem).unwrap_err();
    let l = Launch::linear(1, 1);
    let e = bad(&[ArgValue::Ptr(0)], &l, &mut mem);
    assert!(e.msg.contains("takes 2 arguments, 1 given"), "{e}");
    let e = bad(&[ArgValue::Ptr(0), ArgValue::F32(1.0)], &l, &mut mem);
    assert!(
        e.msg.contains("argument 1: the parameter has type i32"),
        "{e}"
    );
    let e = bad(
        &[ArgValue::Ptr(0), ArgValue::I32(0)],
        &Launch::linear(1, 2000),
        &mut mem,
    );
    assert_eq!(e.kind, ErrorKind::BadLaunch);
    let e = run_nvvm(&module(LOAD_AT), "nope", &l, &[], &mut mem).unwrap_err();
    assert!(e.msg.contains("no function 'nope'"), "{e}");
}

#[test]
fn calls_allocas_and_recursion() {
    let src = "define float @sq(float %x) {
         %a = alloca [4 x float], align 4
         %p = getelementptr [4 x float], ptr %a, i32 0, i32 2
         store float %x, ptr %p
         %y = load float, ptr %p
         %r = fmul float %y, %y
         ret float %r
       }
       define i32 @down(i32 %n) {
         %z = icmp eq i32 %n, 0
         br i1 %z, label %done, label %more
       more:
         %m = sub i32 %n, 1
         %r = call i32 @down(i32 %m)
         ret i32 %r
       done:
         ret i32 0
       }
       define ptx_kernel void @k(ptr %out, i32 %depth) {
         %v = call float @sq(float 3.0)
         %w = call float @sq(float %v)
         store float %w, ptr %out
         %d = call i32 @down(i32 %depth)
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(4, ElemType::F32);
    run(
        src,
        &Launch::linear(1, 2),
        &[ArgValue::Ptr(out), ArgValue::I32(100)],
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_slice::<f32>(out, 1).unwrap(), [81.0]);
    let e = run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out), ArgValue::I32(1000)],
        &mut mem,
    )
    .unwrap_err();
    assert!(e.msg.contains("call stack deeper than 256"), "{e}");
}

#[test]
fn unsupported_intrinsics_and_asm_are_named() {
    let mut mem = Memory::new();
    let src = "define ptx_kernel void @k() {
         %v = call i32 @llvm.nvvm.some.future.thing(i32 1)
         ret void
       }";
    let e = run(src, &Launch::linear(1, 1), &[], &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(
        e.to_string()
            .contains("unsupported: intrinsic 'llvm.nvvm.some.future.thing'"),
        "{e}"
    );
    let src = "define ptx_kernel void @k() {
         %v = call i32 asm \"frobnicate.b32 $0, $1;\", \"=r,r\"(i32 1)
         ret void
       }";
    let e = run(src, &Launch::linear(1, 1), &[], &mut mem).unwrap_err();
    assert!(
        e.to_string()
            .contains("unsupported: inline asm \"frobnicate.b32 $0, $1;\""),
        "{e}"
    );
}

#[test]
fn asm_blocks_run_as_ptx() {
    // What CUDA's headers write: scoped registers, several instructions,
    // an immediate (`n`), an input tied to an output (`0`), a predicate
    // and two outputs (a struct).
    let mut mem = Memory::new();
    let out = mem.alloc_global(16 * 4, ElemType::I32);
    let src = "define ptx_kernel void @k(ptr %o) {
         %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %a = call i32 asm \"{ .reg .b32 t;\\0A brev.b32 t, $1;\\0A add.s32 $0, t, $2; }\", \"=r,r,n\"(i32 %tid, i32 5)
         %b = call i32 asm \"shl.b32 $0, $0, 3;\", \"=r,0\"(i32 %a)
         %p = call { i32, i32 } asm \"{ .reg .pred q; setp.gt.u32 q, $2, 1; selp.b32 $0, 7, 9, q; mov.b32 $1, $2; }\", \"=r,=r,r\"(i32 %tid)
         %p0 = extractvalue { i32, i32 } %p, 0
         %p1 = extractvalue { i32, i32 } %p, 1
         %i = mul i32 %tid, 4
         %q = getelementptr i32, ptr %o, i32 %i
         store i32 %b, ptr %q
         %q1 = getelementptr i32, ptr %q, i32 1
         store i32 %p0, ptr %q1
         %q2 = getelementptr i32, ptr %q, i32 2
         store i32 %p1, ptr %q2
         %q3 = getelementptr i32, ptr %q, i32 3
         store i32 %a, ptr %q3
         ret void
       }
       declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()";
    run(src, &Launch::linear(1, 4), &[ArgValue::Ptr(out)], &mut mem).unwrap();
    let got: Vec<i32> = mem.read_slice(out, 16).unwrap();
    for t in 0..4u32 {
        let want_a = t.reverse_bits().wrapping_add(5);
        let want_p = if t > 1 { 7 } else { 9 };
        let row = &got[t as usize * 4..t as usize * 4 + 4];
        assert_eq!(
            row,
            [(want_a << 3) as i32, want_p, t as i32, want_a as i32],
            "thread {t}"
        );
    }
}

#[test]
fn spec_round_trip_and_fills() {
    let spec = spec::Spec::parse(
        "corpus saxpy\ngrid 2,3\nblock 8\nsmem 64\narg i32 5\narg f32[4] values(1,2.5)\n\
         arg u8[3] iota(250,2)\narg i64:7\narg f16[2] const(1.5)\nsymbol c f32[2] zero\n",
    )
    .unwrap();
    assert_eq!(
        (spec.kernel.as_str(), spec.grid, spec.block, spec.dyn_smem),
        ("saxpy", [2, 3, 1], [8, 1, 1], 64)
    );
    assert_eq!(spec.args[3], spec::ArgSpec::Scalar(ArgValue::I64(7)));
    let mut mem = Memory::new();
    mem.alloc_symbol("c", AddrSpace::Const, 8, 4, ElemType::F32)
        .unwrap();
    let mat = spec.materialize(&mut mem).unwrap();
    assert_eq!(mat.args.len(), 5);
    let (_, a, _) = &mat.buffers[0];
    assert_eq!(mem.read_slice::<f32>(*a, 4).unwrap(), [1.0, 2.5, 1.0, 2.5]);
    let (_, b, _) = &mat.buffers[1];
    assert_eq!(mem.read_slice::<u8>(*b, 3).unwrap(), [250, 252, 254]);
    let (_, h, _) = &mat.buffers[2];
    assert_eq!(mem.read_slice::<u16>(*h, 2).unwrap(), [0x3e00, 0x3e00]);
    assert!(mem
        .dump(*a, 2)
        .unwrap()
        .ends_with("f32[4] = [1.0, 2.5, ...]"));
    assert!(spec::Spec::parse("arg q32 1").is_err());
    // Values out of their type's range are refused, not wrapped.
    let e = spec::Spec::parse("kernel k\narg u8[3] iota(250,3)")
        .unwrap_err()
        .to_string();
    assert!(e.contains("line 2: iota(250,3)"), "{e}");
    assert!(e.contains("256 is out of range for u8"), "{e}");
    assert!(spec::parse_arg("i32 4294967296").is_err());
    assert_eq!(
        spec::parse_arg("i32 4294967295"),
        Ok(spec::ArgSpec::Scalar(ArgValue::I32(-1)))
    );
    assert!(spec::parse_arg("f32[0] zero").is_err());
    // An explicit seed makes a buffer independent of its position.
    let b = |s: &str| match spec::parse_arg(s).unwrap() {
        spec::ArgSpec::Buffer(b) => spec::fill_bytes(&b, 1, 0).unwrap().unwrap(),
        a => panic!("{a:?}"),
    };
    assert_eq!(b("f32[4]:random(0,1,42)"), b("f32[4] random(0, 1, 42)"));
    assert_ne!(b("f32[4]:random(0,1,42)"), b("f32[4]:random(0,1,43)"));
    let path = std::env::temp_dir().join(format!("warpsat-fill-{}.bin", std::process::id()));
    std::fs::write(&path, [1u8, 2, 3, 4]).unwrap();
    assert_eq!(b(&format!("u8[4] file({})", path.display())), [1, 2, 3, 4]);
    let _ = std::fs::remove_file(&path);
}

#[test]
fn float_intrinsics_declared_on_integers_are_refused_not_panicked_on() {
    let src = "declare i32 @llvm.nvvm.fma.rn.ftz.f(i32, i32, i32)\n\
        define ptx_kernel void @k(i32 %a) {\n\
        \x20 %r = call i32 @llvm.nvvm.fma.rn.ftz.f(i32 %a, i32 2, i32 3)\n\
        \x20 ret void\n}";
    let mut mem = Memory::new();
    let e = run(src, &Launch::linear(1, 1), &[ArgValue::I32(1)], &mut mem).unwrap_err();
    assert!(e.msg.contains("fma on i32"), "{e}");
}

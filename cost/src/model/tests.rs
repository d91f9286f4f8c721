use super::*;

fn kernel(src: &str) -> (Module, dialects::ir::FuncId) {
    let m = llvm::import::import("t.ll", src).unwrap();
    let f = m.kernels().next().unwrap().0;
    (m, f)
}

/// A chain of dependent global loads in a loop of unknown trip count:
/// latency-bound.
const CHASE: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @chase(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %q = phi ptr addrspace(1) [ %p, %entry ], [ %q.next, %loop ]
  %q.next = load ptr addrspace(1), ptr addrspace(1) %q, align 8
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store ptr addrspace(1) %q.next, ptr addrspace(1) %p, align 8
  ret void
}
"#;

#[test]
fn cost_arithmetic() {
    let a = Cost::from_cycles(1.5);
    assert_eq!(a.cycles(), Some(1.5));
    assert_eq!((a + a).cycles(), Some(3.0));
    assert!((a + Cost::INFINITE).is_infinite());
    assert_eq!(Cost::from_cycles(-3.0), Cost::ZERO);
    assert_eq!(Cost::from_cycles(f64::NAN), Cost::ZERO);
    let big = Cost::from_cycles(1e300);
    assert!(!big.is_infinite() && big < Cost::INFINITE);
    assert!(!(big + big).is_infinite());
    assert_eq!(Cost::INFINITE.to_string(), "infinite");
    assert_eq!(a.to_string(), "1.5 cycles");
}

#[test]
fn class_costs_come_from_the_tables() {
    let m80 = DefaultModel::new(Sm::Sm80);
    // FP32: 4 cycles, 64 results/clk/SM over 4 schedulers: 2 issue cycles.
    assert_eq!(m80.class_cost(OpClass::FpArith32), (4.0, 2.0));
    // sm_86 doubles the FP32 rate.
    assert_eq!(
        DefaultModel::new(Sm::Sm86).class_cost(OpClass::FpArith32),
        (4.0, 1.0)
    );
    // SFU: 23 cycles, 16 results/clk/SM: 8 issue cycles.
    assert_eq!(m80.class_cost(OpClass::Sfu), (23.0, 8.0));
    // Global loads hit L2 by default: 208 on A100; DRAM when asked.
    assert_eq!(m80.class_cost(OpClass::LoadGlobal).0, 208.0);
    let dram = DefaultModel::with_memory(Sm::Sm80, MemLevel::Dram);
    assert_eq!(dram.class_cost(OpClass::LoadGlobal).0, 566.0);
    // Division has no sm_80 row: sm_75's 79 cycles, issued as ~20 ALU ops.
    let (l, i) = m80.class_cost(OpClass::IntDiv);
    assert_eq!(l, 79.0);
    assert!((i - 79.0 / 4.0 * 2.0).abs() < 1e-9);
    // f64 division uses the measured div.rn.f64 alternative (sm_75: 1165).
    assert_eq!(
        DefaultModel::new(Sm::Sm75).class_cost(OpClass::Fp64Div).0,
        1165.0
    );
    assert_eq!(m80.class_cost(OpClass::Free), (0.0, 0.0));
    // Every class has finite, non-negative costs on every arch.
    for sm in Sm::ALL {
        let m = DefaultModel::new(sm);
        for &c in OpClass::ALL {
            let (l, i) = m.class_cost(c);
            assert!(
                l.is_finite() && i.is_finite() && l >= 0.0 && i >= 0.0,
                "{sm} {c:?}"
            );
            if c != OpClass::Free {
                assert!(i > 0.0, "{sm} {c:?} issues in no time");
            }
        }
    }
}

#[test]
fn loops_multiply_by_the_default_trip_count() {
    let (m, f) = kernel(CHASE);
    let func = &m.funcs[f];
    let body = func.body.as_ref().unwrap();
    let model = DefaultModel::new(Sm::Sm80);
    let cfg = KernelConfig {
        regs: Some(32),
        ..KernelConfig::for_function(&m, func, Sm::Sm80, None)
    };
    let e = model.estimate(body, &cfg);
    // One dependent load per iteration, 20 iterations: at least 20 x 208.
    assert!(e.latency_cycles >= 20.0 * 208.0, "{e:?}");
    assert!(e.latency_cycles < 21.0 * 208.0 + 200.0, "{e:?}");
    // 256 threads, 32 registers: 64 warps, 16 per scheduler.
    assert_eq!(e.hiding, 16.0);
    assert_eq!(
        e.cost,
        Cost::from_cycles(e.issue_cycles.max(e.latency_cycles / 16.0))
    );
    // Assuming a smaller trip count lowers the cost.
    let short = DefaultModel {
        default_trip: 5,
        ..DefaultModel::new(Sm::Sm80)
    };
    assert!(short.estimate(body, &cfg).cost < e.cost);
}

#[test]
fn crossing_a_register_cliff_shows_in_the_cost() {
    let (m, f) = kernel(CHASE);
    let func = &m.funcs[f];
    let body = func.body.as_ref().unwrap();
    let model = DefaultModel::new(Sm::Sm80);
    let at = |regs| {
        let cfg = KernelConfig {
            regs: Some(regs),
            ..KernelConfig::for_function(&m, func, Sm::Sm80, Some(256))
        };
        model.estimate(body, &cfg)
    };
    let (a, b, c) = (at(31), at(32), at(33));
    // Within a level the cost does not move; across the 32 -> 33 cliff
    // (64 -> 48 warps) it rises by 64/48 for this latency-bound kernel.
    assert_eq!(a.cost, b.cost);
    assert!(c.cost > b.cost);
    let ratio = c.cost.cycles().unwrap() / b.cost.cycles().unwrap();
    assert!((ratio - 64.0 / 48.0).abs() < 1e-3, "{ratio}");
    // A launch that cannot run costs infinity.
    assert!(at(256).cost.is_infinite());
    assert!(at(256).occupancy.is_err());
}

#[test]
fn block_size_and_shared_memory() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4
@dyn = external addrspace(3) global [0 x float], align 16
define ptx_kernel void @k(ptr addrspace(1) %p) "nvvm.maxntid"="128" {
  %a = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @tile, i64 0, i64 1, i64 2
  %x = load float, ptr addrspace(3) %a, align 4
  %y = load float, ptr addrspace(3) @dyn, align 4
  %f = load i32, ptr addrspace(3) @flag, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
"#;
    let (m, f) = kernel(src);
    let func = &m.funcs[f];
    // 16 x 17 x 4 = 1088 bytes, then a 4-byte int: 1092; @dyn is dynamic.
    assert_eq!(static_shared_bytes(&m, func), 1092);
    assert_eq!(dynamic_shared_arrays(&m, func), ["dyn"]);
    let cfg = KernelConfig::for_function(&m, func, Sm::Sm80, None);
    assert_eq!(
        (cfg.threads_per_block, cfg.block_size_source),
        (128, BlockSizeSource::Maxntid)
    );
    let cfg = KernelConfig::for_function(&m, func, Sm::Sm80, Some(64));
    assert_eq!(
        (cfg.threads_per_block, cfg.block_size_source),
        (64, BlockSizeSource::Given)
    );
    let mut g = func.clone();
    g.bounds = LaunchBounds {
        reqntid: Some([32, 4, 1]),
        ..LaunchBounds::default()
    };
    let cfg = KernelConfig::for_function(&m, &g, Sm::Sm80, Some(64));
    assert_eq!(
        (cfg.threads_per_block, cfg.block_size_source),
        (128, BlockSizeSource::Reqntid)
    );
    g.bounds = LaunchBounds::default();
    let cfg = KernelConfig::for_function(&m, &g, Sm::Sm80, None);
    assert_eq!(
        (cfg.threads_per_block, cfg.block_size_source),
        (256, BlockSizeSource::Default)
    );
    // The estimate predicts registers and finds a valid occupancy.
    let e = DefaultModel::new(Sm::Sm80).estimate(func.body.as_ref().unwrap(), &cfg);
    assert!(e.registers >= crate::pressure::PTXAS_MIN_REGS);
    let o = e.occupancy.unwrap();
    assert_eq!(o.smem_per_block, (1092u32 + 1024).div_ceil(128) * 128);
    assert!(e.instructions >= 6);
}

/// Two loads a constant apart need one address: the second is `[p+4]` in
/// PTX, so its `ptradd` issues nothing, as a load of another parameter
/// would.
#[test]
fn constant_offset_addresses_issue_nothing() {
    let two = |second: &str| {
        format!(
            r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {{
  {second}
  %x = load float, ptr addrspace(1) %p, align 4
  %y = load float, ptr addrspace(1) %a, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}}
"#
        )
    };
    let est = |src: &str| {
        let (m, f) = kernel(src);
        let cfg = KernelConfig::for_function(&m, &m.funcs[f], Sm::Sm80, None);
        DefaultModel::new(Sm::Sm80).estimate(m.funcs[f].body.as_ref().unwrap(), &cfg)
    };
    let offset = est(&two(
        "%a = getelementptr inbounds float, ptr addrspace(1) %p, i64 1",
    ));
    let other = est(&two(
        "%a = getelementptr inbounds float, ptr addrspace(1) %q, i64 0",
    ));
    assert_eq!(offset.issue_cycles, other.issue_cycles);
    // A computed offset is an instruction.
    let computed = est(&two(
        "%o = ptrtoint ptr addrspace(1) %q to i64\n  %a = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %o",
    ));
    assert!(computed.issue_cycles > offset.issue_cycles);
}

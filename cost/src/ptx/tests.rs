use super::*;
use crate::pressure::Point;
use ::ptx::parse::parse_ptx;
use cranelift_entity::SecondaryMap;

/// Every mnemonic of the corpus PTX of libNVVM 13.0 -O3, llc-16 -O3 and
/// warpsat -O0 (sm_80; recorded by the pressure bench's files).
const CORPUS_MNEMONICS: &str = include_str!("corpus_mnemonics.txt");

#[test]
fn every_corpus_mnemonic_has_a_class() {
    let mut missing = Vec::new();
    let mut n = 0;
    for m in CORPUS_MNEMONICS.lines().filter(|l| !l.is_empty()) {
        n += 1;
        if ptx_class(&Mnemonic::parse(m)).is_none() {
            missing.push(m);
        }
    }
    assert!(n > 150, "{n}");
    assert!(missing.is_empty(), "unmapped: {missing:?}");
}

#[test]
fn warpsat_ptx_of_the_corpus_maps_completely() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/nvvm");
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for p in rd.flatten().map(|e| e.path()) {
        let src = std::fs::read_to_string(&p).unwrap();
        let m = llvm::import::import(&p.display().to_string(), &src).unwrap();
        let Ok(ptx) = isel::select_module(&m, "sm_80") else {
            continue;
        };
        for f in &ptx.funcs {
            for (_, i) in f.insts() {
                assert!(
                    ptx_class(&i.op).is_some(),
                    "{}: {} unmapped",
                    p.display(),
                    i.op.text()
                );
            }
            // The model runs on every function.
            let pr = PtxPressure::compute(f);
            assert_eq!(pr.blocks.len(), f.layout.len());
        }
    }
}

#[test]
fn classes_by_base_type_and_space() {
    let c = |s: &str| ptx_class(&Mnemonic::parse(s)).unwrap_or_else(|| panic!("{s}"));
    use OpClass as C;
    assert_eq!(c("add.s32"), C::IntAdd);
    assert_eq!(c("add.rn.f32"), C::FpArith32);
    assert_eq!(c("add.f64"), C::Fp64);
    assert_eq!(c("fma.rn.f16x2"), C::Fp16);
    assert_eq!(c("mad.lo.s32"), C::IntMul);
    assert_eq!(c("mul.wide.u32"), C::IntMul);
    assert_eq!(c("div.rn.f32"), C::FpDiv32);
    assert_eq!(c("div.approx.f32"), C::Sfu);
    assert_eq!(c("div.rn.f64"), C::Fp64Div);
    assert_eq!(c("rem.s32"), C::IntDiv);
    assert_eq!(c("rcp.approx.ftz.f32"), C::Sfu);
    assert_eq!(c("rcp.rn.f32"), C::FpDiv32);
    assert_eq!(c("sqrt.rn.f64"), C::Fp64Div);
    assert_eq!(c("ex2.approx.ftz.f32"), C::Sfu);
    assert_eq!(c("setp.lt.s32"), C::IntCompare);
    assert_eq!(c("setp.geu.f32"), C::FpCompare);
    assert_eq!(c("setp.lt.f64"), C::Fp64);
    assert_eq!(c("max.f32"), C::FpCompare);
    assert_eq!(c("min.s32"), C::IntMinMax);
    assert_eq!(c("selp.f32"), C::Select);
    assert_eq!(c("shl.b64"), C::IntShift);
    assert_eq!(c("popc.b32"), C::IntBitCount);
    assert_eq!(c("bfe.u32"), C::IntBitField);
    assert_eq!(c("cvt.rn.f32.s32"), C::Cvt);
    assert_eq!(c("cvt.rn.f64.s32"), C::Cvt64);
    assert_eq!(c("cvt.u32.u8"), C::CvtNarrowInt);
    assert_eq!(c("cvt.u64.u32"), C::IntShift);
    assert_eq!(c("ld.global.nc.v4.f32"), C::LoadGlobal);
    assert_eq!(c("ld.f32"), C::LoadGlobal);
    assert_eq!(c("ld.shared.u32"), C::LoadShared);
    assert_eq!(c("ld.local.f32"), C::LoadLocal);
    assert_eq!(c("ld.const.f32"), C::LoadConst);
    assert_eq!(c("ld.param.u64"), C::LoadParam);
    assert_eq!(c("st.shared.f32"), C::StoreShared);
    assert_eq!(c("st.global.v2.f32"), C::StoreGlobal);
    assert_eq!(c("atom.shared.add.u32"), C::AtomicShared);
    assert_eq!(c("atom.global.cas.b32"), C::AtomicGlobal);
    assert_eq!(c("red.global.add.f32"), C::AtomicGlobal);
    assert_eq!(c("bar.sync"), C::Barrier);
    assert_eq!(c("shfl.sync.bfly.b32"), C::Shuffle);
    assert_eq!(c("vote.sync.ballot.b32"), C::WarpVote);
    assert_eq!(c("bra.uni"), C::Branch);
    assert_eq!(c("ret"), C::Return);
    assert_eq!(c("call.uni"), C::Call);
    assert_eq!(
        ptx_class(&Mnemonic::new(vec![".pragma".into()])),
        Some(C::Free)
    );
    assert_eq!(ptx_class(&Mnemonic::parse("frobnicate.b32")), None);
}

const LOOP: &str = r#"
.version 7.0
.target sm_80
.address_size 64

.visible .entry k(
	.param .u64 k_param_0,
	.param .u32 k_param_1
)
{
	.reg .pred 	%p<3>;
	.reg .b32 	%r<8>;
	.reg .f32 	%f<8>;
	.reg .b64 	%rd<6>;

	ld.param.u64 	%rd1, [k_param_0];
	ld.param.u32 	%r1, [k_param_1];
	mov.u32 	%r2, %tid.x;
	mul.wide.u32 	%rd2, %r2, 4;
	add.s64 	%rd3, %rd1, %rd2;
	mov.f32 	%f1, 0f00000000;
	mov.u32 	%r3, 0;
$L__BB0_1:
	ld.global.v2.f32 	{%f2, %f3}, [%rd3];
	add.f32 	%f4, %f2, %f3;
	add.f32 	%f1, %f1, %f4;
	add.s64 	%rd3, %rd3, 8;
	add.s32 	%r3, %r3, 1;
	setp.lt.s32 	%p1, %r3, %r1;
	@%p1 bra 	$L__BB0_1;
	setp.gt.f32 	%p2, %f1, 0f00000000;
	@%p2 mov.f32 	%f1, 0f3F800000;
	st.global.f32 	[%rd1], %f1;
	ret;
}
"#;

#[test]
fn liveness_over_a_loop() {
    let m = parse_ptx("loop.ptx", LOOP).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    assert_eq!(f.layout.len(), 3);
    let (b0, b1, b2) = (f.layout[0], f.layout[1], f.layout[2]);
    // Fall-through entry -> loop, guarded bra: loop -> loop and fall-through.
    assert_eq!(p.cfg.succs[b0], vec![b1]);
    assert_eq!(p.cfg.succs[b1], vec![b1, b2]);
    assert!(p.cfg.succs[b2].is_empty());
    // Live across the loop: %rd1 is a parameter (rematerialized from the
    // constant bank: weight 0), %r1 likewise; %r3, the trip counter, is
    // warp-uniform (a uniform register, weight 0); %rd3 (2) + %f1.
    let l = &p.per_block[b1];
    assert_eq!(l.live_in.len(), 5);
    assert_eq!(l.live_in_regs.gprs, 3);
    // In the loop body: the vector load defines two registers.
    assert_eq!(l.max.gprs, 5);
    // %p1 compares the uniform counter with a parameter: a uniform
    // predicate (UP0), not one of P0-P6.
    assert_eq!(l.max.preds, 0);
    // The guarded mov does not kill %f1: it stays live into the exit block.
    assert!(p.per_block[b2]
        .live_in
        .iter()
        .any(|r| f.regs[r].name == "f1"));
    assert_eq!(p.max.gprs, 5);
    assert!(matches!(p.peak, Some((b, Point::Inst(_))) if b == b1));
    // A counted loop with loads: ptxas unrolls it and issues loads ahead.
    assert_eq!(innermost_loops(f, &p.cfg), vec![vec![b1]]);
    assert!(counted_loop(f, &[b1]));
    assert!(p.unrolled_max > p.max.gprs);
    let pred = predict_ptx_registers(&p, f, Sm::Sm80, 256);
    assert_eq!(pred.regs, p.unrolled_max + PTX_OVERHEAD_REGS);
    assert!(pred.regs <= free_register_budget(Sm::Sm80));
}

#[test]
fn no_unroll_pragma_and_register_steps_keep_the_plain_estimate() {
    let src = LOOP.replace("$L__BB0_1:\n", "$L__BB0_1:\n\t.pragma \"nounroll\";\n");
    let m = parse_ptx("loop.ptx", &src).unwrap();
    let p = PtxPressure::compute(&m.funcs[0]);
    assert_eq!(p.unrolled_max, p.scheduled_max);
    // A grid-stride loop: the induction variable steps by a register.
    let src = LOOP.replace("add.s32 \t%r3, %r3, 1;", "add.s32 \t%r3, %r3, %r1;");
    let m = parse_ptx("loop.ptx", &src).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    assert!(!counted_loop(f, &[f.layout[1]]));
    assert_eq!(p.unrolled_max, p.scheduled_max);
}

#[test]
fn a_fallen_into_header_with_an_unguarded_back_edge_stays_rolled() {
    // warpsat's latch (`@p bra exit; bra.uni header`) behind a header the
    // entry runs into: ptxas leaves the loop rolled, so no loads ahead.
    let latch = "\t@%p1 bra \t$L__BB0_1;\n";
    let rotated = "\t@!%p1 bra \t$L__BB0_2;\n\tbra.uni \t$L__BB0_1;\n$L__BB0_2:\n";
    assert!(LOOP.contains(latch));
    let src = LOOP.replace(latch, rotated);
    let m = parse_ptx("loop.ptx", &src).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let l = innermost_loops(f, &p.cfg);
    assert_eq!(l.len(), 1);
    assert!(counted_loop(f, &l[0]));
    assert!(ptxas_keeps_rolled(f, &p.cfg, &l[0]));
    assert_eq!(p.unrolled_max, p.scheduled_max);
    // The same loop reached by a jump (the entry branches over a block
    // laid out before the header): ptxas unrolls it.
    let jumped = src.replace(
        "$L__BB0_1:\n",
        "\tbra.uni \t$L__BB0_1;\n$L__BB0_9:\n\tret;\n$L__BB0_1:\n",
    );
    let m = parse_ptx("loop.ptx", &jumped).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let l = innermost_loops(f, &p.cfg);
    assert!(!ptxas_keeps_rolled(f, &p.cfg, &l[0]));
    assert!(p.unrolled_max > p.scheduled_max);
    // libNVVM's guarded back edge (LOOP itself) is unrolled too.
    let m = parse_ptx("loop.ptx", LOOP).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    assert!(!ptxas_keeps_rolled(
        f,
        &p.cfg,
        &innermost_loops(f, &p.cfg)[0]
    ));
}

#[test]
fn unconditional_branches_and_jump_tables() {
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry j(.param .u32 j_param_0)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<3>;
	ld.param.u32 	%r1, [j_param_0];
	mov.u64 	%rd1, 0;
	add.s64 	%rd2, %rd1, 1;
$L_brx_0: .branchtargets $L__BB0_2, $L__BB0_3;
	brx.idx 	%r1, $L_brx_0;
$L__BB0_2:
	add.s32 	%r2, %r1, 1;
	bra.uni 	$L__BB0_4;
$L__BB0_3:
	cvt.u32.u64 	%r2, %rd2;
$L__BB0_4:
	st.global.u32 	[%rd2], %r2;
	ret;
}
"#;
    let m = parse_ptx("j.ptx", src).unwrap();
    let f = &m.funcs[0];
    let cfg = PtxCfg::new(f);
    let by = |name: &str| {
        *f.layout
            .iter()
            .find(|&&b| f.blocks[b].label.as_deref() == Some(name))
            .unwrap()
    };
    let (b2, b3, b4) = (by("$L__BB0_2"), by("$L__BB0_3"), by("$L__BB0_4"));
    let table = by("$L_brx_0");
    assert_eq!(cfg.succs[table], vec![b2, b3]);
    assert_eq!(cfg.succs[b2], vec![b4]);
    assert_eq!(cfg.succs[b3], vec![b4]);
    let p = PtxPressure::compute(f);
    // %rd2 (64-bit) is live into both arms; %r1 (a parameter) is not counted.
    assert_eq!(p.per_block[b2].live_in_regs.gprs, 2);
    assert_eq!(p.per_block[b4].live_in_regs.gprs, 3);
    assert!(innermost_loops(f, &cfg).is_empty());
}

#[test]
fn launch_bounds_cap_the_prediction() {
    let src = LOOP.replace("{\n\t.reg .pred", ".maxnreg 16\n{\n\t.reg .pred");
    let m = parse_ptx("loop.ptx", &src).unwrap();
    let f = &m.funcs[0];
    assert_eq!(f.directives.maxnreg, Some(16));
    let p = PtxPressure::compute(f);
    let pred = predict_ptx_registers(&p, f, Sm::Sm80, 256);
    assert_eq!(pred.cap, Some(16));
    assert_eq!(pred.regs, 16);
    assert!(pred.spills);
}

#[test]
fn weights_and_defs_uses() {
    assert_eq!(reg_weight(RegClass::B64).gprs, 2);
    assert_eq!(reg_weight(RegClass::F64).gprs, 2);
    assert_eq!(reg_weight(RegClass::B128).gprs, 4);
    assert_eq!(reg_weight(RegClass::B16).gprs, 1);
    assert_eq!(reg_weight(RegClass::Pred), Regs { gprs: 0, preds: 1 });
    let m = parse_ptx("loop.ptx", LOOP).unwrap();
    let f = &m.funcs[0];
    let name = |r: &Reg| f.regs[*r].name.clone();
    let insts: Vec<&PtxInst> = f.insts().map(|(_, i)| i).collect();
    // st: the address base and the value are uses, nothing is defined.
    let st = insts.iter().find(|i| i.op.base() == "st").unwrap();
    let (d, u, g) = defs_uses(st);
    assert!(d.is_empty() && !g);
    assert_eq!(u.iter().map(name).collect::<Vec<_>>(), ["rd1", "f1"]);
    // A vector load defines each element.
    let ld = insts.iter().find(|i| i.op.has(Qual::V2)).unwrap();
    let (d, u, _) = defs_uses(ld);
    assert_eq!(d.iter().map(name).collect::<Vec<_>>(), ["f2", "f3"]);
    assert_eq!(u.iter().map(name).collect::<Vec<_>>(), ["rd3"]);
    // The guard is a use and makes the definition conditional.
    let gm = insts
        .iter()
        .find(|i| i.guard.is_some() && i.op.base() == "mov")
        .unwrap();
    let (d, u, g) = defs_uses(gm);
    assert!(g);
    assert_eq!(d.iter().map(name).collect::<Vec<_>>(), ["f1"]);
    assert_eq!(u.iter().map(name).collect::<Vec<_>>(), ["p2"]);
    // Parameters and immediates are rematerialized.
    let remat = remat_registers(f);
    let is = |n: &str| remat[f.regs.iter().find(|(_, d)| d.name == n).unwrap().0];
    assert!(is("rd1") && is("r1"));
    assert!(!is("f1") && !is("r3") && !is("rd3"));
}

#[test]
fn local_depot_offsets_are_rematerialized() {
    // Addresses into the local frame (%SPL + immediate) are folded into
    // the access (`[R1+imm]`) or vanish when ptxas promotes the array to
    // registers: they are not live registers. An add of an immediate to
    // any other register is.
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry d(.param .u64 d_param_0)
{
	.local .align 4 .b8 	__local_depot0[16];
	.reg .b64 	%SPL;
	.reg .f32 	%f<3>;
	.reg .b64 	%rd<6>;
	mov.u64 	%SPL, __local_depot0;
	ld.param.u64 	%rd1, [d_param_0];
	add.u64 	%rd2, %SPL, 0;
	add.u64 	%rd3, %SPL, 4;
	ld.global.f32 	%f1, [%rd1];
	add.s64 	%rd4, %rd1, 4;
	ld.global.f32 	%f2, [%rd4];
	st.local.f32 	[%rd2], %f1;
	st.local.f32 	[%rd3], %f2;
	ld.local.f32 	%f1, [%rd2];
	st.global.f32 	[%rd4], %f1;
	ret;
}
"#;
    let m = parse_ptx("d.ptx", src).unwrap();
    let f = &m.funcs[0];
    let remat = remat_registers(f);
    let is = |n: &str| remat[f.regs.iter().find(|(_, d)| d.name == n).unwrap().0];
    assert!(is("SPL") && is("rd2") && is("rd3"));
    assert!(!is("rd4"));
    let p = PtxPressure::compute(f);
    // At most %rd4 (2) and %f1, %f2: the frame addresses add nothing.
    assert!(p.max.gprs <= 4, "{}", p.max.gprs);
}

const CALLS: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.func  (.param .b32 func_retval0) sq(.param .b32 sq_param_0)
{
	.reg .b32 	%r<8>;
	ld.param.u32 	%r1, [sq_param_0];
	mul.lo.s32 	%r2, %r1, %r1;
	add.s32 	%r3, %r1, 1;
	add.s32 	%r4, %r1, 2;
	add.s32 	%r5, %r1, 3;
	add.s32 	%r6, %r3, %r4;
	add.s32 	%r6, %r6, %r5;
	add.s32 	%r7, %r6, %r2;
	st.param.b32 	[func_retval0], %r7;
	ret;
}
.visible .func  (.param .b32 func_retval0) vis(.param .b32 vis_param_0)
{
	.reg .b32 	%r<8>;
	ld.param.u32 	%r1, [vis_param_0];
	mul.lo.s32 	%r2, %r1, %r1;
	add.s32 	%r3, %r1, 1;
	add.s32 	%r4, %r1, 2;
	add.s32 	%r5, %r1, 3;
	add.s32 	%r6, %r3, %r4;
	add.s32 	%r6, %r6, %r5;
	add.s32 	%r7, %r6, %r2;
	st.param.b32 	[func_retval0], %r7;
	ret;
}
.func  (.param .b32 func_retval0) rec(.param .b32 rec_param_0)
{
	.reg .b32 	%r<4>;
	ld.param.u32 	%r1, [rec_param_0];
	{
	.param .b32 param0;
	st.param.b32 	[param0], %r1;
	.param .b32 retval0;
	call.uni (retval0), rec, (param0);
	ld.param.b32 	%r2, [retval0];
	}
	st.param.b32 	[func_retval0], %r2;
	ret;
}
.visible .entry k(.param .u64 k_param_0)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<3>;
	ld.param.u64 	%rd1, [k_param_0];
	ld.global.u32 	%r1, [%rd1];
	ld.global.u32 	%r2, [%rd1+4];
	{
	.param .b32 param0;
	st.param.b32 	[param0], %r1;
	.param .b32 retval0;
	call.uni (retval0), CALLEE, (param0);
	ld.param.b32 	%r3, [retval0];
	}
	add.s32 	%r3, %r3, %r2;
	st.global.u32 	[%rd1], %r3;
	ret;
}
"#;

#[test]
fn direct_calls_add_the_callee_pressure_whatever_its_linkage() {
    // ptxas gives each kernel its own copy of a callee, `.visible` or
    // not: the call costs the registers live across it plus the callee's
    // own max-live, without a second overhead.
    for callee in ["sq", "vis"] {
        let m = parse_ptx("c.ptx", &CALLS.replace("CALLEE", callee)).unwrap();
        let f = m.funcs.iter().find(|f| f.is_entry).unwrap();
        let g = m.funcs.iter().find(|g| g.name == callee).unwrap();
        let plain = PtxPressure::compute(f);
        let own = PtxPressure::compute(g).max.gprs;
        let with = compute_with_callees(&m, f);
        // The caller's own figures stay; %r2 is live across the call.
        assert_eq!(with.max, plain.max, "{callee}");
        assert_eq!(with.call_max, 1 + own, "{callee}");
        assert!(!with.abi_call, "{callee}");
        let pred = predict_ptx_registers(&with, f, Sm::Sm80, 256);
        let alone = predict_ptx_registers(&plain, f, Sm::Sm80, 256);
        assert_eq!(pred.regs, alone.regs.max(1 + own), "{callee}");
    }
}

#[test]
fn recursive_and_indirect_calls_follow_the_abi() {
    let m = parse_ptx("c.ptx", &CALLS.replace("CALLEE", "rec")).unwrap();
    let f = m.funcs.iter().find(|f| f.is_entry).unwrap();
    let p = compute_with_callees(&m, f);
    assert!(p.abi_call);
    assert_eq!(p.call_max, 0);
    let pred = predict_ptx_registers(&p, f, Sm::Sm80, 256);
    assert_eq!(pred.regs, PTX_ABI_CALL_MIN_REGS);
    assert_eq!(pred.basis, PredictionBasis::AbiCall);

    let indirect = CALLS
        .replace(".reg .b64 \t%rd<3>;", ".reg .b64 \t%rd<3>;\n\t.reg .b64 \t%rf<2>;")
        .replace("call.uni (retval0), CALLEE, (param0);", "mov.u64 \t%rf1, sq;\n\tprototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);\n\tcall (retval0), %rf1, (param0), prototype_0;");
    let m = parse_ptx("c.ptx", &indirect).unwrap();
    let f = m.funcs.iter().find(|f| f.is_entry).unwrap();
    let p = compute_with_callees(&m, f);
    assert!(p.abi_call);
    assert_eq!(
        predict_ptx_registers(&p, f, Sm::Sm80, 256).regs,
        PTX_ABI_CALL_MIN_REGS
    );
    // Without calls nothing changes.
    assert!(!PtxPressure::compute(f).abi_call);
}

#[test]
fn shared_window_addresses_take_one_register() {
    // %rd2/%rd3 only address shared memory (through address arithmetic):
    // ptxas holds 32-bit window offsets. %rd4 also addresses global memory
    // and keeps both halves.
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry s(.param .u64 s_param_0)
{
	.reg .b32 	%r<3>;
	.reg .f32 	%f<3>;
	.reg .b64 	%rd<6>;
	.shared .align 4 .b8 buf[1024];
	ld.param.u64 	%rd1, [s_param_0];
	mov.u32 	%r1, %tid.x;
	mul.wide.u32 	%rd2, %r1, 4;
	mov.u64 	%rd5, buf;
	add.s64 	%rd3, %rd5, %rd2;
	add.s64 	%rd4, %rd1, 8;
	ld.global.f32 	%f1, [%rd4];
	st.shared.f32 	[%rd3], %f1;
	bar.sync 	0;
	ld.shared.f32 	%f2, [%rd3+4];
	st.global.f32 	[%rd4], %f2;
	ret;
}
"#;
    let m = parse_ptx("s.ptx", src).unwrap();
    let f = &m.funcs[0];
    let narrow = window_addresses(f);
    let is = |n: &str| narrow[f.regs.iter().find(|(_, d)| d.name == n).unwrap().0];
    assert!(is("rd2") && is("rd3"));
    assert!(!is("rd1") && !is("rd4") && !is("r1"));
    // Across the barrier: %rd3 (1, narrowed) and %rd4 (2).
    let p = PtxPressure::compute(f);
    assert_eq!(p.max.gprs, 3 + 1, "{:?}", p.max);
}

/// Live-out sets of `p` per block, as [`warp_uniform`] and
/// [`uniform_registers`] take them.
fn live_outs(f: &PtxFunction, p: &PtxPressure) -> SecondaryMap<PBlock, RegSet> {
    let mut m = SecondaryMap::new();
    for &b in &f.layout {
        m[b] = p.per_block[b].live_out.clone();
    }
    m
}

fn reg_named(f: &PtxFunction, n: &str) -> Reg {
    f.regs
        .iter()
        .find(|(_, d)| d.name == n)
        .unwrap_or_else(|| panic!("no register {n}"))
        .0
}

const UNIFORM: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry u(.param .u64 u_param_0, .param .u32 u_param_1)
{
	.reg .pred 	%p<4>;
	.reg .b32 	%r<12>;
	.reg .f32 	%f<4>;
	.reg .b64 	%rd<6>;
	ld.param.u64 	%rd1, [u_param_0];
	ld.param.u32 	%r1, [u_param_1];
	mov.u32 	%r2, %tid.x;
	mov.u32 	%r3, %ctaid.x;
	shl.b32 	%r4, %r3, 8;
	add.s32 	%r5, %r4, %r2;
	mul.wide.u32 	%rd2, %r5, 4;
	add.s64 	%rd3, %rd1, %rd2;
	mov.f32 	%f1, 0f00000000;
	mov.u32 	%r6, 0;
$L__BB0_1:
	ld.global.f32 	%f2, [%rd3];
	add.f32 	%f1, %f1, %f2;
	add.s64 	%rd3, %rd3, 4;
	add.s32 	%r6, %r6, 1;
	setp.lt.s32 	%p1, %r6, %r1;
	@%p1 bra 	$L__BB0_1;
	setp.gt.f32 	%p2, %f1, 0f00000000;
	mov.u32 	%r8, 1;
	@%p2 bra 	$L__BB0_3;
	mov.u32 	%r8, 2;
$L__BB0_3:
	add.s32 	%r9, %r8, %r1;
	st.global.u32 	[%rd1], %r9;
	ret;
}
"#;

#[test]
fn warp_uniform_values_follow_operands_and_divergence() {
    let m = parse_ptx("u.ptx", UNIFORM).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let uni = warp_uniform(f, &p.cfg, &live_outs(f, &p));
    let is = |n: &str| uni[reg_named(f, n)];
    // Parameters, %ctaid and integer arithmetic of them; the trip counter
    // and its exit predicate.
    for n in ["rd1", "r1", "r3", "r4", "r6", "p1"] {
        assert!(is(n), "{n} is uniform");
    }
    // %tid and what depends on it; a float compare (no uniform FSETP).
    for n in ["r2", "r5", "rd2", "rd3", "f1", "f2", "p2"] {
        assert!(!is(n), "{n} is per-thread");
    }
    // %r8 is 1 or 2 depending on the side of a thread-dependent branch
    // each thread took: both definitions are uniform operations, the value
    // at the join is not (nor is %r9, computed from it).
    assert!(!is("r8") && !is("r9"));
}

#[test]
fn uniform_registers_hold_values_only_uniform_instructions_read() {
    let m = parse_ptx("u.ptx", UNIFORM).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let in_ur = uniform_registers(f, &p.cfg, &live_outs(f, &p));
    let is = |n: &str| in_ur[reg_named(f, n)];
    // The counter is read by its own increment, the exit compare and the
    // branch: UR4 and UP0.
    assert!(is("r6") && is("p1"));
    // %r4 is uniform but a per-thread add reads it: ptxas computes it (and
    // so %r3) in per-thread registers.
    assert!(!is("r4") && !is("r3"));
    // The uniform register file is not counted: on sm_80 the loop carries
    // %rd3 (2) and %f1; sm_70 has no uniform datapath and counts %r6 too.
    let loop_block = f.layout[1];
    assert_eq!(p.per_block[loop_block].live_in_regs.gprs, 3);
    let p70 = PtxPressure::compute_for(f, Sm::Sm70);
    assert_eq!(p70.per_block[loop_block].live_in_regs.gprs, 4);
    assert_eq!(PtxPressure::compute_for(f, Sm::Sm80).max, p.max);
    assert!(p70.max.gprs > p.max.gprs);
}

#[test]
fn uniform_shared_addresses_and_copies_stay_uniform() {
    // %r3 steps a shared-memory row (uniform); %rd3, its address, is only
    // an LDS address (`LDS R0, [UR4]`). %r5 is copied into a per-thread
    // register by `mov` (the one UR -> R copy) and stays uniform itself.
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry s(.param .u32 s_param_0)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<9>;
	.reg .f32 	%f<4>;
	.reg .b64 	%rd<5>;
	.shared .align 4 .b8 buf[1024];
	ld.param.u32 	%r1, [s_param_0];
	mov.u32 	%r2, %tid.x;
	mov.f32 	%f1, 0f00000000;
	mov.u32 	%r3, 0;
	mov.u32 	%r5, 7;
$L__BB0_1:
	mul.wide.u32 	%rd1, %r3, 4;
	mov.u64 	%rd2, buf;
	add.s64 	%rd3, %rd2, %rd1;
	ld.shared.f32 	%f2, [%rd3];
	add.f32 	%f1, %f1, %f2;
	mov.u32 	%r6, %r5;
	add.s32 	%r6, %r6, %r2;
	add.s32 	%r5, %r5, 1;
	add.s32 	%r3, %r3, 1;
	setp.lt.s32 	%p1, %r3, %r1;
	@%p1 bra 	$L__BB0_1;
	st.shared.f32 	[buf], %f1;
	st.shared.u32 	[buf+4], %r6;
	ret;
}
"#;
    let m = parse_ptx("s.ptx", src).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let in_ur = uniform_registers(f, &p.cfg, &live_outs(f, &p));
    let is = |n: &str| in_ur[reg_named(f, n)];
    assert!(is("r3") && is("rd1") && is("rd3") && is("r5"));
    assert!(!is("r6") && !is("f1") && !is("r2"));
}

#[test]
fn block_and_grid_dimensions_are_constant_bank_reads() {
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry d(.param .u64 d_param_0)
{
	.reg .b32 	%r<6>;
	.reg .b64 	%rd<3>;
	ld.param.u64 	%rd1, [d_param_0];
	mov.u32 	%r1, %ntid.x;
	mov.u32 	%r2, %nctaid.y;
	mov.u32 	%r3, %ctaid.x;
	mov.u32 	%r4, %tid.x;
	mad.lo.s32 	%r5, %r3, %r1, %r4;
	mad.lo.s32 	%r5, %r5, %r2, %r4;
	st.global.u32 	[%rd1], %r5;
	ret;
}
"#;
    let m = parse_ptx("d.ptx", src).unwrap();
    let f = &m.funcs[0];
    let remat = remat_registers(f);
    let is = |n: &str| remat[reg_named(f, n)];
    // `c[0x0][0x0]` and `c[0x0][0x10]`: read where used, never held.
    assert!(is("r1") && is("r2"));
    // %ctaid and %tid come from S2R into registers.
    assert!(!is("r3") && !is("r4"));
}

#[test]
fn post_dominators_of_a_diamond() {
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry d(.param .u32 d_param_0)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<4>;
	ld.param.u32 	%r1, [d_param_0];
	setp.eq.s32 	%p1, %r1, 0;
	@%p1 bra 	$L__BB0_2;
	add.s32 	%r2, %r1, 1;
	bra.uni 	$L__BB0_3;
$L__BB0_2:
	add.s32 	%r2, %r1, 2;
$L__BB0_3:
	add.s32 	%r3, %r2, 1;
	ret;
}
"#;
    let m = parse_ptx("d.ptx", src).unwrap();
    let f = &m.funcs[0];
    let cfg = PtxCfg::new(f);
    let pdom = strict_post_dominators(f, &cfg);
    let (entry, left, right, join) = (f.layout[0], f.layout[1], f.layout[2], f.layout[3]);
    assert!(pdom[entry].contains(join));
    assert!(!pdom[entry].contains(left) && !pdom[entry].contains(right));
    assert!(!pdom[entry].contains(entry));
    assert!(pdom[left].contains(join) && pdom[right].contains(join));
    assert!(pdom[join].is_empty());
}

const LOADS: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry l(.param .u64 l_param_0, .param .u64 l_param_1, .param .u64 l_param_2,
	.param .u64 l_param_3, .param .u64 l_param_4)
{
	.reg .b32 	%r<4>;
	.reg .f32 	%f<10>;
	.reg .b64 	%rd<16>;
	ld.param.u64 	%rd1, [l_param_0];
	ld.param.u64 	%rd2, [l_param_1];
	ld.param.u64 	%rd10, [l_param_2];
	ld.param.u64 	%rd11, [l_param_3];
	ld.param.u64 	%rd12, [l_param_4];
	mov.u32 	%r1, %tid.x;
	mul.wide.u32 	%rd3, %r1, 4;
	add.s64 	%rd4, %rd1, %rd3;
	ld.global.nc.f32 	%f1, [%rd4];
	mul.f32 	%f2, %f1, %f1;
	add.s64 	%rd5, %rd10, %rd3;
	ld.global.nc.f32 	%f3, [%rd5];
	fma.rn.f32 	%f4, %f3, %f3, %f2;
	add.s64 	%rd6, %rd11, %rd3;
	ld.global.nc.f32 	%f5, [%rd6];
	fma.rn.f32 	%f6, %f5, %f5, %f4;
	add.s64 	%rd7, %rd12, %rd3;
	ld.global.nc.f32 	%f7, [%rd7];
	fma.rn.f32 	%f8, %f7, %f7, %f6;
	add.s64 	%rd8, %rd2, %rd3;
	st.global.f32 	[%rd8], %f8;
	ret;
}
"#;

#[test]
fn the_list_schedule_issues_every_load_early() {
    // In program order each address dies at its load and each value is
    // folded into the sum at once: %rd3 and one address (2 each) and the
    // sum, the loaded value replacing the address.
    let m = parse_ptx("l.ptx", LOADS).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    assert_eq!(p.max.gprs, 5);
    // Scheduled for latency, the four load addresses and the store's are
    // computed at once (%rd3 dies with the last of them: 10 registers),
    // the loads issue together and their values wait for the sum chain.
    assert_eq!(p.scheduled_max, 10);
    // The prediction takes the scheduled pressure (below the free budget).
    let pred = predict_ptx_registers(&p, f, Sm::Sm80, 256);
    assert_eq!(pred.regs, p.scheduled_max + PTX_OVERHEAD_REGS);
}

const GROUPS: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry g(.param .u64 g_param_0, .param .u64 g_param_1)
{
	.reg .b32 	%r<4>;
	.reg .f32 	%f<12>;
	.reg .b64 	%rd<6>;
	ld.param.u64 	%rd1, [g_param_0];
	ld.param.u64 	%rd2, [g_param_1];
	mov.u32 	%r1, %tid.x;
	mul.wide.u32 	%rd3, %r1, 32;
	add.s64 	%rd4, %rd1, %rd3;
	ld.global.nc.f32 	%f1, [%rd4];
	ld.global.nc.f32 	%f2, [%rd4+4];
	ld.global.nc.f32 	%f3, [%rd4+8];
	add.f32 	%f4, %f1, %f2;
	add.f32 	%f5, %f4, %f3;
	st.global.f32 	[%rd2], %f5;
	ld.global.nc.f32 	%f6, [%rd4+12];
	ld.global.nc.f32 	%f7, [%rd4+16];
	ld.global.nc.f32 	%f8, [%rd4+20];
	add.f32 	%f9, %f6, %f7;
	add.f32 	%f10, %f9, %f8;
	st.global.f32 	[%rd2+4], %f10;
	ret;
}
"#;

#[test]
fn stores_hold_back_plain_loads_but_not_read_only_ones() {
    // `.nc` loads pass the store: the six issue together; at the last one
    // %rd4 (2) and five loaded values are live.
    let m = parse_ptx("g.ptx", GROUPS).unwrap();
    assert_eq!(PtxPressure::compute(&m.funcs[0]).scheduled_max, 7);
    // Plain loads wait for the store (it may write what they read): %rd4
    // and three values at a time.
    let plain = GROUPS.replace("ld.global.nc.f32", "ld.global.f32");
    let m = parse_ptx("g.ptx", &plain).unwrap();
    assert_eq!(PtxPressure::compute(&m.funcs[0]).scheduled_max, 5);
}

#[test]
fn low_halves_only_need_one_register() {
    // %rd1 feeds a masked shared address and a truncation: only its low
    // half is ever read, so ptxas keeps 32 bits of it.
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry w(.param .u64 w_param_0)
{
	.reg .b32 	%r<4>;
	.reg .f32 	%f<3>;
	.reg .b64 	%rd<8>;
	.shared .align 4 .b8 buf[1024];
	ld.param.u64 	%rd6, [w_param_0];
	mov.u32 	%r1, %tid.x;
	cvt.u64.u32 	%rd1, %r1;
	shl.b64 	%rd2, %rd1, 2;
	and.b64 	%rd3, %rd2, 1020;
	mov.u64 	%rd4, buf;
	add.s64 	%rd5, %rd4, %rd3;
	ld.shared.f32 	%f1, [%rd5];
	cvt.u32.u64 	%r2, %rd1;
	add.s64 	%rd7, %rd6, %rd1;
	st.global.f32 	[%rd7], %f1;
	st.global.u32 	[%rd6], %r2;
	ret;
}
"#;
    let m = parse_ptx("w.ptx", src).unwrap();
    let f = &m.funcs[0];
    let narrow = window_addresses(f);
    let is = |n: &str| narrow[reg_named(f, n)];
    assert!(is("rd2") && is("rd3") && is("rd5"));
    // %rd1 is also added to a global address: both halves matter.
    assert!(!is("rd1") && !is("rd7"));
    let src2 = src.replace("add.s64 \t%rd7, %rd6, %rd1;", "add.s64 \t%rd7, %rd6, 8;");
    let m = parse_ptx("w.ptx", &src2).unwrap();
    let f = &m.funcs[0];
    let narrow = window_addresses(f);
    // Without that use, the truncation and the mask read the low half only.
    assert!(narrow[reg_named(f, "rd1")]);
}

#[test]
fn atomics_on_a_uniform_address_are_warp_aggregated() {
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry a(.param .u64 a_param_0, .param .u64 a_param_1, .param .f32 a_param_2)
{
	.reg .b32 	%r<6>;
	.reg .f32 	%f<3>;
	.reg .b64 	%rd<5>;
	ld.param.u64 	%rd1, [a_param_0];
	ld.param.u64 	%rd2, [a_param_1];
	ld.param.f32 	%f1, [a_param_2];
	mov.u32 	%r1, %tid.x;
	mul.wide.u32 	%rd3, %r1, 4;
	add.s64 	%rd4, %rd2, %rd3;
	atom.global.add.u32 	%r2, [%rd1], 1;
	atom.global.add.u32 	%r3, [%rd4], 1;
	atom.global.cas.b32 	%r4, [%rd1], %r2, %r3;
	atom.global.add.f32 	%f2, [%rd1], %f1;
	red.global.or.b32 	[%rd1], %r1;
	st.global.u32 	[%rd4], %r4;
	ret;
}
"#;
    let m = parse_ptx("a.ptx", src).unwrap();
    let f = &m.funcs[0];
    let p = PtxPressure::compute(f);
    let uni = warp_uniform(f, &p.cfg, &live_outs(f, &p));
    let atomics: Vec<bool> = f
        .insts()
        .map(|(_, i)| i)
        .filter(|i| matches!(i.op.base(), "atom" | "red"))
        .map(|i| aggregated_atomic(i, &uni))
        .collect();
    // Uniform-address integer add and or: aggregated; a per-thread address,
    // a compare-and-swap, a float add: issued per thread.
    assert_eq!(atomics, [true, false, false, false, true]);
    // The expansion's scratch registers raise the prediction.
    assert!(p.emulated_max >= p.max.gprs.min(4) + PTXAS_ATOMIC_AGGREGATION_SCRATCH);
    assert!(p.emulated_max > p.max.gprs);
}

/// A grid-stride loop reading two pointer parameters through
/// `cvta.to.global`, and a third pointer used once after it.
const PARAMS_IN_LOOP: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 a, .param .u64 b, .param .u64 c, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .b64 %rd<12>;
    .reg .f32 %f<4>;
    ld.param.u64 %rd1, [a];
    ld.param.u64 %rd2, [b];
    ld.param.u64 %rd3, [c];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    cvta.to.global.u64 %rd4, %rd1;
    cvta.to.global.u64 %rd5, %rd2;
    mov.f32 %f1, 0f00000000;
$L__loop:
    mul.wide.s32 %rd6, %r2, 4;
    add.s64 %rd7, %rd4, %rd6;
    ld.global.f32 %f2, [%rd7];
    add.s64 %rd8, %rd5, %rd6;
    st.global.f32 [%rd8], %f2;
    add.f32 %f1, %f1, %f2;
    add.s32 %r2, %r2, 256;
    setp.lt.s32 %p1, %r2, %r1;
    @%p1 bra $L__loop;
    cvta.to.global.u64 %rd9, %rd3;
    st.global.f32 [%rd9], %f1;
    ret;
}
"#;

#[test]
fn hopper_keeps_pointer_parameters_a_loop_reads_in_registers() {
    let m = parse_ptx("p.ptx", PARAMS_IN_LOOP).unwrap();
    let f = &m.funcs[0];
    let ampere = remat_registers_for(f, false);
    let hopper = remat_registers_for(f, true);
    let r = |n: &str| reg_named(f, n);
    // sm_80 reads all three parameters from the constant bank.
    assert!(["rd1", "rd2", "rd3", "rd4", "rd5", "rd9"]
        .iter()
        .all(|n| ampere[r(n)]));
    // sm_90 loads the two the loop reads (through their cvta) into pairs;
    // the parameters themselves and the one used after the loop stay free.
    assert!(!hopper[r("rd4")] && !hopper[r("rd5")]);
    assert!(hopper[r("rd1")] && hopper[r("rd2")] && hopper[r("rd3")] && hopper[r("rd9")]);
    assert!(!wide_params_in_registers(Sm::Sm80) && wide_params_in_registers(Sm::Sm90));
    let loop_block = f.layout[1];
    let p80 = PtxPressure::compute_for(f, Sm::Sm80);
    let p90 = PtxPressure::compute_for(f, Sm::Sm90);
    assert_eq!(
        p90.per_block[loop_block].live_in_regs.gprs,
        p80.per_block[loop_block].live_in_regs.gprs + 4
    );
}

/// Three bounds-checked loads, each in a block a guarded branch jumps
/// over (transpose32's shape): `B` blocks of 4 instructions.
const TRIANGLES: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry t(.param .u64 t_param_0, .param .u32 t_param_1)
{
	.reg .pred 	%p<4>;
	.reg .b32 	%r<8>;
	.reg .f32 	%f<4>;
	.reg .b64 	%rd<10>;
	ld.param.u64 	%rd1, [t_param_0];
	ld.param.u32 	%r1, [t_param_1];
	mov.u32 	%r2, %tid.x;
	setp.lt.s32 	%p1, %r2, %r1;
	@!%p1 bra 	$L1;
	mul.wide.s32 	%rd2, %r2, 4;
	add.s64 	%rd3, %rd1, %rd2;
	ld.global.nc.f32 	%f1, [%rd3];
	st.shared.f32 	[%r2], %f1;
$L1:
	add.s32 	%r3, %r2, 32;
	setp.lt.s32 	%p2, %r3, %r1;
	@!%p2 bra 	$L2;
	mul.wide.s32 	%rd4, %r3, 4;
	add.s64 	%rd5, %rd1, %rd4;
	ld.global.nc.f32 	%f2, [%rd5];
	st.shared.f32 	[%r2+128], %f2;
$L2:
	add.s32 	%r4, %r2, 64;
	setp.lt.s32 	%p3, %r4, %r1;
	@!%p3 bra 	$L3;
	mul.wide.s32 	%rd6, %r4, 4;
	add.s64 	%rd7, %rd1, %rd6;
	ld.global.nc.f32 	%f3, [%rd7];
	st.shared.f32 	[%r2+256], %f3;
$L3:
	ret;
}
"#;

#[test]
fn jumped_over_blocks_are_scheduled_with_their_neighbours() {
    let m = parse_ptx("t.ptx", TRIANGLES).unwrap();
    let f = &m.funcs[0];
    // Block by block: %r2 and a load's address, then its value (the
    // parameters are rematerialized, weight 0).
    let p = PtxPressure::compute(f);
    assert_eq!(p.max.gprs, 3);
    // Predicated and scheduled as one sequence, the three loads issue
    // together: %r2, the addresses and the values overlap.
    assert_eq!(p.scheduled_max, 7);
    // A block longer than ptxas predicates keeps the chain apart.
    let long = TRIANGLES.replacen(
        "\tst.shared.f32 \t[%r2+128], %f2;\n",
        &"\tst.shared.f32 \t[%r2+128], %f2;\n".repeat(6),
        1,
    );
    let m = parse_ptx("t.ptx", &long).unwrap();
    assert!(PtxPressure::compute(&m.funcs[0]).scheduled_max < 7);
}

const JOIN: &str = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry j(.param .u64 j_param_0, .param .u64 j_param_1)
{
	.reg .pred 	%p<3>;
	.reg .b32 	%r<16>;
	.reg .b64 	%rd<8>;
	ld.param.u64 	%rd1, [j_param_0];
	ld.param.u64 	%rd5, [j_param_1];
	mov.u32 	%r7, %tid.x;
	mul.wide.u32 	%rd6, %r7, 4;
	add.s64 	%rd2, %rd5, %rd6;
	ld.global.nc.u32 	%r1, [%rd1];
	setp.eq.s32 	%p1, %r1, 0;
	@%p1 bra 	$L__BB0_2;
	REGION
$L__BB0_2:
	ld.global.nc.u32 	%r3, [%rd2+4];
	mul.wide.s32 	%rd3, %r3, 4;
	add.s64 	%rd4, %rd2, %rd3;
	ld.global.u32 	%r4, [%rd4];
	st.global.u32 	[%rd1+8], %r4;
	ret;
}
"#;

/// The mnemonics of the first block of the copy with a join's loads
/// moved, after its first six instructions.
fn hoisted_into_entry(region: &str) -> Option<Vec<String>> {
    let m = parse_ptx("j.ptx", &JOIN.replace("REGION", region)).unwrap();
    let f = &m.funcs[0];
    let cfg = PtxCfg::new(f);
    let mut insts = SecondaryMap::new();
    for &b in &f.layout {
        insts[b] = insts_of(f, b).map(info).collect();
    }
    let g = joins::hoisted(f, &cfg, &insts)?;
    let entry = g.layout[0];
    Some(
        insts_of(&g, entry)
            .map(|i| i.op.base().to_string())
            .skip(6)
            .collect(),
    )
}

#[test]
fn loads_of_a_join_move_above_the_region_they_always_follow() {
    // A region that writes memory: the read-only load and the address
    // arithmetic move above it, the plain load stays below.
    let moved = hoisted_into_entry(
        "atom.global.add.u32 \t%r2, [%rd2], 1;\n\tst.global.u32 \t[%rd2+8], %r2;",
    )
    .expect("the join's loads move");
    assert_eq!(moved, ["setp", "ld", "mul", "add", "bra"], "{moved:?}");
    // Without writes in the region, the plain load moves too.
    let moved = hoisted_into_entry("add.s32 \t%r2, %r1, 1;\n\tmul.lo.s32 \t%r5, %r2, %r2;")
        .expect("the join's loads move");
    assert_eq!(
        moved,
        ["setp", "ld", "mul", "add", "ld", "bra"],
        "{moved:?}"
    );
    // A barrier in the region keeps everything in place.
    assert_eq!(hoisted_into_entry("bar.sync \t0;"), None);
    // The moved values are live across the region.
    let region = "atom.global.add.u32 \t%r2, [%rd2], 1;\n\tadd.s32 \t%r8, %r2, 1;\n\t\
        add.s32 \t%r9, %r2, 2;\n\tadd.s32 \t%r10, %r2, 3;\n\tadd.s32 \t%r11, %r2, 4;\n\t\
        add.s32 \t%r12, %r8, %r9;\n\tadd.s32 \t%r12, %r12, %r10;\n\t\
        add.s32 \t%r12, %r12, %r11;\n\tst.global.u32 \t[%rd2+8], %r12;";
    let m = parse_ptx("j.ptx", &JOIN.replace("REGION", region)).unwrap();
    let with = PtxPressure::compute(&m.funcs[0]);
    let blocks = PtxPressure::compute_blocks(&m.funcs[0], Features::DEFAULT);
    assert!(
        with.scheduled_max > blocks.scheduled_max,
        "{} {}",
        with.scheduled_max,
        blocks.scheduled_max
    );
}

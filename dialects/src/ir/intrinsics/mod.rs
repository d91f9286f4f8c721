//! What the nvvm dialect knows about `llvm.*` and `llvm.nvvm.*` intrinsics.
//!
//! Intrinsic calls are one opcode (`nvvm.intr`) carrying the name in its
//! opaque-pointer spelling. The name is read here and nowhere else: when a
//! call is built ([`IntrinsicAttrs::new`](super::IntrinsicAttrs::new)) it is
//! decoded once into
//! - an [`IntrinsicInfo`]: family, memory effects and convergence, so passes
//!   treat a call correctly without knowing it (`classify.rs`);
//! - an [`Intr`]: what the call computes, with its qualifiers (rounding,
//!   ftz, modes), which the interpreter executes and instruction selection,
//!   the cost model and the e-graph read (`decode.rs`, `kinds.rs`).
//!
//! The verifier checks the operand and result types of the families whose
//! shape is fixed ([`check_signature`]). Unknown names are conservatively
//! side-effecting and convergent (never moved, never removed).

mod classify;
mod decode;
mod kinds;
pub mod spelling;
pub mod tcgen05;
pub mod tensor;
pub mod texsurf;

pub use decode::{arity, decode, from_ptx_instruction};

/// True for names LLVM reserves for intrinsics (`llvm.*`), which are
/// declared, never defined (globals with such names are metadata, e.g.
/// `llvm.used`).
pub fn is_intrinsic_name(name: &str) -> bool {
    name.strip_prefix("llvm.")
        .is_some_and(|rest| !rest.is_empty())
}

/// Intrinsics with no effect on the generated code, which import drops.
pub fn dropped_at_import(name: &str) -> bool {
    name.starts_with("llvm.dbg.")
        || name.starts_with("llvm.experimental.noalias.scope.decl")
        || name == "llvm.donothing"
        || name.starts_with("llvm.pseudoprobe")
}
pub use kinds::*;

use super::types::{ty, Type};

/// What an intrinsic does, coarsely.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    /// `llvm.nvvm.read.ptx.sreg.*`: thread/block ids, sizes, clocks.
    SpecialReg,
    /// Block barriers (`barrier0`, `barrier.sync`, `bar.sync`, `barrier0.and/or/popc`).
    Barrier,
    /// Warp shuffles (`shfl.sync.{idx,up,down,bfly}`).
    Shuffle,
    /// Warp votes (`vote.{all,any,uni,ballot}.sync`).
    Vote,
    /// `match.{any,all}.sync`.
    Match,
    /// `redux.sync.*`.
    Redux,
    /// Pure arithmetic and math (fma, fabs, min/max, sqrt, approximations,
    /// bit counting, rounding, saturate, ...).
    Math,
    /// Conversions with explicit rounding (`f2i.rn`, `d2i.lo`, `lohi.i2d`, fp16 conversions, ...).
    Convert,
    /// Read-only global loads (`ldg`, `ldu`).
    Ldg,
    /// Atomics (`atomic.load.add.f32`, `atomic.*`).
    Atomic,
    /// Memory fences (`membar.*`, `fence.*`).
    Fence,
    /// `llvm.memcpy`, `llvm.memmove`, `llvm.memset`.
    MemTransfer,
    /// `llvm.lifetime.start/end`.
    Lifetime,
    /// `llvm.assume`, `llvm.expect`, `llvm.prefetch` and similar hints.
    Hint,
    /// Tensor core and matrix fragments (`wmma`, `mma`, `ldmatrix`, `stmatrix`), kept opaque.
    Tensor,
    /// Anything else: treated as an opaque side-effecting call.
    Other,
}

/// Memory behaviour of an intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Effects {
    /// No memory access, no side effect: may be moved, merged or removed.
    Pure,
    /// Reads memory only.
    ReadOnly,
    /// Reads and writes memory or has other side effects.
    SideEffect,
}

/// Classification of one intrinsic name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntrinsicInfo {
    /// Family.
    pub family: Family,
    /// Memory effects.
    pub effects: Effects,
    /// Must not be made control-dependent on more values (barriers, warp ops).
    pub convergent: bool,
    /// In the `llvm.nvvm.*` namespace: NVIDIA's spelling of an operation,
    /// which keeps its scalar PTX form, rather than LLVM's generic one.
    pub nvvm: bool,
    /// An `llvm.nvvm.*` name whose type word is a 16-bit float (`f16`,
    /// `f16x2`, `bf16`, `bf16x2`): its operation, qualifiers and type,
    /// which spell the PTX instruction.
    pub half: Option<HalfForm>,
}

/// Checks the operand and result types of an intrinsic call against the
/// rules of its family, where the family fixes them. Returns a message
/// describing the first mismatch.
pub fn check_signature(name: &str, args: &[Type], ret: Option<Type>) -> Result<(), String> {
    let info = IntrinsicInfo::of(name);
    let want = |cond: bool, what: &str| {
        if cond {
            Ok(())
        } else {
            Err(format!("'{name}' expects {what}"))
        }
    };
    let same3 =
        || args.len() == 3 && ret == Some(args[0]) && args[1] == args[0] && args[2] == args[0];
    let same2 = || args.len() == 2 && ret == Some(args[0]) && args[1] == args[0];
    let same1 = || args.len() == 1 && ret == Some(args[0]);
    match info.family {
        Family::SpecialReg => want(
            args.is_empty() && matches!(ret, Some(Type::Int(32 | 64))),
            "no operands and an i32 or i64 result",
        ),
        Family::Shuffle if decode(name) == Intr::ShflDyn => want(
            args.len() == 5 && args[..2] == [ty::I32, ty::I32] && args[3..] == [ty::I32, ty::I32],
            "(i32 mask, i32 mode, value, i32 lane, i32 clamp)",
        ),
        Family::Vote if decode(name) == Intr::VoteDyn => want(
            args.len() == 3 && args[..2] == [ty::I32, ty::I32] && args[2] == ty::I1,
            "(i32 mask, i32 mode, i1 predicate)",
        ),
        Family::Shuffle if name.contains(".sync.") => want(
            args.len() == 4
                && args[0] == ty::I32
                && args[2] == ty::I32
                && args[3] == ty::I32
                && ret.is_some(),
            "(i32 mask, value, i32 lane, i32 clamp) and a result",
        ),
        Family::Vote if name.starts_with("llvm.nvvm.vote.") && name.ends_with(".sync") => want(
            args.len() == 2 && args[0] == ty::I32 && args[1] == ty::I1,
            "(i32 mask, i1 predicate)",
        ),
        Family::Barrier if name == "llvm.nvvm.barrier0" => want(
            args.is_empty() && ret.is_none(),
            "no operands and no result",
        ),
        Family::Math => {
            let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
            match base.as_str() {
                "llvm.fma" | "llvm.fmuladd" => want(
                    same3() && args[0].scalar().is_float(),
                    "three operands of one float type and that result",
                ),
                "llvm.fabs" | "llvm.sqrt" | "llvm.ceil" | "llvm.floor" | "llvm.trunc"
                | "llvm.rint" | "llvm.round" | "llvm.nearbyint" | "llvm.roundeven"
                | "llvm.exp2" | "llvm.log2" | "llvm.sin" | "llvm.cos" | "llvm.exp" | "llvm.log" => {
                    want(
                        same1() && args[0].scalar().is_float(),
                        "one float operand and that result",
                    )
                }
                "llvm.minnum" | "llvm.maxnum" | "llvm.minimum" | "llvm.maximum"
                | "llvm.copysign" => want(
                    same2() && args[0].scalar().is_float(),
                    "two float operands of one type and that result",
                ),
                "llvm.smin" | "llvm.smax" | "llvm.umin" | "llvm.umax" => want(
                    same2() && args[0].scalar().is_int(),
                    "two integer operands of one type and that result",
                ),
                "llvm.ctpop" | "llvm.bitreverse" | "llvm.bswap" => want(
                    same1() && args[0].scalar().is_int(),
                    "one integer operand and that result",
                ),
                "llvm.ctlz" | "llvm.cttz" | "llvm.abs" => want(
                    args.len() == 2
                        && ret == Some(args[0])
                        && args[0].scalar().is_int()
                        && args[1] == ty::I1,
                    "an integer operand, an i1 flag and the integer result",
                ),
                "llvm.fshl" | "llvm.fshr" => want(
                    same3() && args[0].scalar().is_int(),
                    "three integer operands of one type and that result",
                ),
                _ => Ok(()),
            }
        }
        // LLVM 21 dropped the size operand; both forms occur in real IR.
        Family::Lifetime => want(
            ret.is_none()
                && (args.len() == 2 && args[0] == ty::I64 && args[1].is_ptr()
                    || args.len() == 1 && args[0].is_ptr()),
            "([i64 size,] ptr) and no result",
        ),
        Family::MemTransfer => want(
            args.len() == 4
                && args[0].is_ptr()
                && args[2].is_int()
                && args[3] == ty::I1
                && ret.is_none(),
            "(ptr dst, src or i8 value, integer length, i1 volatile) and no result",
        ),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_and_effects() {
        let sreg = IntrinsicInfo::of("llvm.nvvm.read.ptx.sreg.tid.x");
        assert_eq!(
            (sreg.family, sreg.effects, sreg.convergent),
            (Family::SpecialReg, Effects::Pure, false)
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.read.ptx.sreg.clock64").effects,
            Effects::SideEffect
        );
        let shfl = IntrinsicInfo::of("llvm.nvvm.shfl.sync.bfly.f32");
        assert!(shfl.convergent && shfl.family == Family::Shuffle);
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.barrier0").family,
            Family::Barrier
        );
        assert_eq!(IntrinsicInfo::of("llvm.fma.f32").family, Family::Math);
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.ldg.global.f.f32.p1").effects,
            Effects::ReadOnly
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0").family,
            Family::Tensor
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.d2i.lo").family,
            Family::Convert
        );
        let unknown = IntrinsicInfo::of("llvm.nvvm.something.new");
        assert_eq!(
            (unknown.effects, unknown.convergent),
            (Effects::SideEffect, true)
        );
    }

    #[test]
    fn special_registers_name_their_ptx_register() {
        for r in [
            "tid.x",
            "ntid.w",
            "ctaid.z",
            "nctaid.y",
            "clusterid.x",
            "nclusterid.z",
            "cluster.ctaid.y",
            "cluster.nctaid.x",
            "cluster.ctarank",
            "cluster.nctarank",
            "laneid",
            "warpid",
            "nwarpid",
            "lanemask.le",
            "lanemask.gt",
            "clock",
            "clock64",
            "globaltimer",
            "smid",
            "nsmid",
            "gridid",
            "pm3",
            "pm1_64",
            "envreg7",
            "dynamic_smem_size",
            "total_smem_size",
        ] {
            let Intr::SpecialReg(s) = decode(&format!("llvm.nvvm.read.ptx.sreg.{r}")) else {
                panic!("{r} did not decode");
            };
            let ptx = r
                .replacen("lanemask.", "lanemask_", 1)
                .replacen("cluster.", "cluster_", 1);
            assert_eq!(s.ptx_name(), ptx);
            assert_eq!(Sreg::from_ptx_name(&ptx), Some(s), "{ptx}");
            assert_eq!(
                s.is_volatile(),
                IntrinsicInfo::of(&format!("llvm.nvvm.read.ptx.sreg.{r}")).effects
                    == Effects::SideEffect,
                "{r}"
            );
        }
        for bad in [
            "tid",
            "tid.v",
            "pm8",
            "pm4_64",
            "envreg32",
            "lanemask.ne",
            "cluster.x",
        ] {
            assert_eq!(
                decode(&format!("llvm.nvvm.read.ptx.sreg.{bad}")),
                Intr::Unknown,
                "{bad}"
            );
        }
    }

    #[test]
    fn qualifiers_decode_into_fields() {
        assert_eq!(
            decode("llvm.nvvm.fma.rz.ftz.sat.f"),
            Intr::Fma {
                mode: Round::Rz,
                ftz: true,
                sat: true
            }
        );
        assert_eq!(
            decode("llvm.nvvm.div.approx.ftz.f"),
            Intr::Approx {
                op: ApproxOp::Div,
                ftz: true
            }
        );
        assert_eq!(
            decode("llvm.nvvm.barrier.cta.red.popc.aligned.all"),
            Intr::Barrier {
                red: BarrierRed::Popc,
                form: BarForm::IdPred,
                insn: BarInsn::Red
            }
        );
        assert_eq!(
            decode("llvm.nvvm.barrier.cluster.arrive.relaxed.aligned"),
            Intr::ClusterBarrier(ClusterBarrier {
                wait: false,
                relaxed: true,
                aligned: true
            })
        );
        assert_eq!(
            decode("llvm.nvvm.shfl.sync.bfly.i32p"),
            Intr::Shfl {
                mode: ShflMode::Bfly,
                pair: true,
                sync: true
            }
        );
        assert_eq!(
            decode("llvm.nvvm.ldu.global.i.i32.p1"),
            Intr::Ldg { ldu: true }
        );
        use tensor::*;
        assert_eq!(
            decode("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3"),
            Intr::Tensor(Tensor {
                mem: TensorOp::Load { shared: false },
                form: TensorForm::WmmaLoad(WmmaAccess {
                    shape: Shape::M16n16k16,
                    frag: Frag::A,
                    layout: Layout::Row,
                    stride: true,
                    elem: Elem::F16
                })
            })
        );
        assert_eq!(
            decode("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"),
            Intr::Tensor(Tensor {
                mem: TensorOp::Ldmatrix,
                form: TensorForm::Matrix(MatrixForm {
                    store: false,
                    shape: Shape::M8n8,
                    count: MatrixCount::X4,
                    trans: false,
                    elem: Elem::B16,
                    src: None,
                })
            })
        );
        let Intr::Tensor(t) = decode("llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64.p3")
        else {
            panic!("not a tensor form")
        };
        let TensorForm::Matrix(m) = t.form else {
            panic!("not a matrix form")
        };
        assert_eq!((m.regs(), m.type_words().as_str()), (2, "b8x16.b4x16_p64"));
        assert_eq!(
            decode("llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1"),
            Intr::Tensor(Tensor {
                mem: TensorOp::Mma,
                form: TensorForm::Mma(MmaForm {
                    wmma: false,
                    shape: Shape::M16n8k256,
                    b1: Some(B1Op::Xor),
                    a_layout: Layout::Row,
                    b_layout: Layout::Col,
                    round: None,
                    satfinite: false,
                    types: [Elem::S32, Elem::B1, Elem::B1, Elem::S32],
                    sparse: None,
                })
            })
        );
        assert_eq!(
            decode("llvm.nvvm.ptr.gen.to.shared.p3.p0"),
            Intr::PtrConv {
                from: AddrSpace::Generic,
                to: AddrSpace::Shared
            }
        );
        assert_eq!(
            decode("llvm.nvvm.f2ll.rp.ftz"),
            Intr::F2I {
                mode: Round::Rp,
                signed: true,
                ftz: true
            }
        );
        assert_eq!(decode("llvm.nvvm.something.new"), Intr::Unknown);
        // sm_100's mixed-precision arithmetic keeps its half operand, its
        // rounding and its saturation (not a float add of a half register).
        for (name, sub, mode, sat, bf16) in [
            ("llvm.nvvm.add.rn.h.f", false, Round::Rn, false, false),
            ("llvm.nvvm.add.rz.sat.bf.f", false, Round::Rz, true, true),
            ("llvm.nvvm.sub.rm.h.f", true, Round::Rm, false, false),
        ] {
            let want = Intr::MixedArith {
                sub,
                mode,
                sat,
                bf16,
            };
            assert_eq!(decode(name), want, "{name}");
        }
        assert_eq!(decode("llvm.nvvm.add.sat.h.f"), Intr::Unknown);
        assert_ne!(decode("llvm.nvvm.add.rn.f"), Intr::Unknown);
    }

    #[test]
    fn stochastic_rounding_forms() {
        assert_eq!(
            decode("llvm.nvvm.ff2bf16x2.rs.relu"),
            Intr::CvtRs {
                to: RsFormat::Bf16x2,
                relu: true,
                satfinite: false
            }
        );
        assert_eq!(
            decode("llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite"),
            Intr::CvtRs {
                to: RsFormat::X4(MiniFloat::E3m2),
                relu: false,
                satfinite: true
            }
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite").family,
            Family::Convert
        );
        // The x4 forms always saturate; unknown flag words are not guessed.
        for n in [
            "llvm.nvvm.f32x4.to.e4m3x4.rs",
            "llvm.nvvm.ff2f16x2.rs.satfinite.relu",
            "llvm.nvvm.f32x4.to.e9m9x4.rs.satfinite",
        ] {
            assert_eq!(decode(n), Intr::Unknown, "{n}");
        }
    }

    #[test]
    fn sixteen_bit_forms_keep_their_words_in_order() {
        let h = IntrinsicInfo::of("llvm.nvvm.fmax.nan.xorsign.abs.bf16x2")
            .half
            .expect("a 16-bit form");
        assert_eq!(h.op, HalfOp::Max);
        assert_eq!(h.mods(), [HalfMod::Nan, HalfMod::Xorsign, HalfMod::Abs]);
        assert_eq!(h.ty, Some(HalfTy::Bf16x2));
        let misplaced = IntrinsicInfo::of("llvm.nvvm.fma.f16.rn").half.unwrap();
        assert_eq!(misplaced.ty, None);
        assert!(IntrinsicInfo::of("llvm.nvvm.fma.rn.f").half.is_none());
        assert!(IntrinsicInfo::of("llvm.fma.f16").half.is_none());
    }

    #[test]
    fn attrs_decode_once_at_construction() {
        let ia = super::super::IntrinsicAttrs::new("llvm.nvvm.redux.sync.umax", Default::default());
        assert_eq!(ia.intr, Intr::Redux(ReduxOp::UMax));
        assert_eq!(ia.info.family, Family::Redux);
    }

    #[test]
    fn signatures() {
        assert!(check_signature("llvm.fma.f32", &[Type::F32; 3], Some(Type::F32)).is_ok());
        assert!(check_signature("llvm.fma.f32", &[Type::F32; 2], Some(Type::F32)).is_err());
        assert!(check_signature("llvm.nvvm.read.ptx.sreg.tid.x", &[], Some(ty::I32)).is_ok());
        assert!(
            check_signature("llvm.nvvm.read.ptx.sreg.tid.x", &[ty::I32], Some(ty::I32)).is_err()
        );
        assert!(check_signature(
            "llvm.nvvm.shfl.sync.down.f32",
            &[ty::I32, Type::F32, ty::I32, ty::I32],
            Some(Type::F32)
        )
        .is_ok());
        assert!(check_signature("llvm.ctlz.i32", &[ty::I32, ty::I1], Some(ty::I32)).is_ok());
    }
}

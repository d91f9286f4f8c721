//! The base operation of a PTX instruction (`mad` in `mad.lo.s32`), decoded
//! once when the instruction is parsed or built ([`Mnemonic::new`]). The
//! cost model, dead-code elimination and the PTX interpreter match on it;
//! the qualifiers after it stay words of the mnemonic.
//!
//! [`Mnemonic::new`]: crate::Mnemonic::new

macro_rules! ptx_ops {
    ($($(#[$doc:meta])* $v:ident = $s:literal,)*) => {
        /// A PTX base operation. Directives written in an instruction's
        /// place (`.pragma`) and operations this table does not name keep
        /// their spelling in the mnemonic's words.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum PtxOp {
            $($(#[$doc])* $v,)*
            /// A directive in an instruction's place (`.reg`, `.loc`, ...).
            Directive,
            /// An operation not in this table.
            Other,
        }

        impl PtxOp {
            /// Decodes a base word.
            pub fn from_name(s: &str) -> PtxOp {
                match s {
                    $($s => PtxOp::$v,)*
                    _ if s.starts_with('.') => PtxOp::Directive,
                    _ => PtxOp::Other,
                }
            }

            /// The spelling (empty for `Directive` and `Other`: see the
            /// mnemonic's words).
            pub fn name(self) -> &'static str {
                match self {
                    $(PtxOp::$v => $s,)*
                    PtxOp::Directive | PtxOp::Other => "",
                }
            }
        }
    };
}

ptx_ops! {
    /// `abs`
    Abs = "abs",
    /// `activemask`
    Activemask = "activemask",
    /// `add`
    Add = "add",
    /// `addc`
    Addc = "addc",
    /// `alloca`
    Alloca = "alloca",
    /// `and`
    And = "and",
    /// `applypriority`
    Applypriority = "applypriority",
    /// `atom`
    Atom = "atom",
    /// `bar`
    Bar = "bar",
    /// `barrier`
    Barrier = "barrier",
    /// `bfe`
    Bfe = "bfe",
    /// `bfi`
    Bfi = "bfi",
    /// `bfind`
    Bfind = "bfind",
    /// `bmsk`
    Bmsk = "bmsk",
    /// `bra`
    Bra = "bra",
    /// `brev`
    Brev = "brev",
    /// `brkpt`
    Brkpt = "brkpt",
    /// `brx`
    Brx = "brx",
    /// `call`
    Call = "call",
    /// `clz`
    Clz = "clz",
    /// `cnot`
    Cnot = "cnot",
    /// `copysign`
    Copysign = "copysign",
    /// `cos`
    Cos = "cos",
    /// `cp` (`cp.async`, `cp.async.bulk`, ...)
    Cp = "cp",
    /// `createpolicy`
    Createpolicy = "createpolicy",
    /// `cvt`
    Cvt = "cvt",
    /// `cvta`
    Cvta = "cvta",
    /// `discard`
    Discard = "discard",
    /// `div`
    Div = "div",
    /// `dp2a`
    Dp2a = "dp2a",
    /// `dp4a`
    Dp4a = "dp4a",
    /// `elect`
    Elect = "elect",
    /// `ex2`
    Ex2 = "ex2",
    /// `exit`
    Exit = "exit",
    /// `fence`
    Fence = "fence",
    /// `fma`
    Fma = "fma",
    /// `fns`
    Fns = "fns",
    /// `getctarank`
    Getctarank = "getctarank",
    /// `griddepcontrol`
    Griddepcontrol = "griddepcontrol",
    /// `isspacep`
    Isspacep = "isspacep",
    /// `ld`
    Ld = "ld",
    /// `ldmatrix`
    Ldmatrix = "ldmatrix",
    /// `ldu`
    Ldu = "ldu",
    /// `lg2`
    Lg2 = "lg2",
    /// `lop3`
    Lop3 = "lop3",
    /// `mad`
    Mad = "mad",
    /// `mad24`
    Mad24 = "mad24",
    /// `madc`
    Madc = "madc",
    /// `mapa`
    Mapa = "mapa",
    /// `match`
    Match = "match",
    /// `max`
    Max = "max",
    /// `mbarrier`
    Mbarrier = "mbarrier",
    /// `membar`
    Membar = "membar",
    /// `min`
    Min = "min",
    /// `mma`
    Mma = "mma",
    /// `mov`
    Mov = "mov",
    /// `mul`
    Mul = "mul",
    /// `mul24`
    Mul24 = "mul24",
    /// `nanosleep`
    Nanosleep = "nanosleep",
    /// `neg`
    Neg = "neg",
    /// `not`
    Not = "not",
    /// `or`
    Or = "or",
    /// `pmevent`
    Pmevent = "pmevent",
    /// `popc`
    Popc = "popc",
    /// `prefetch`
    Prefetch = "prefetch",
    /// `prefetchu`
    Prefetchu = "prefetchu",
    /// `prmt`
    Prmt = "prmt",
    /// `rcp`
    Rcp = "rcp",
    /// `red`
    Red = "red",
    /// `redux`
    Redux = "redux",
    /// `rem`
    Rem = "rem",
    /// `ret`
    Ret = "ret",
    /// `rsqrt`
    Rsqrt = "rsqrt",
    /// `sad`
    Sad = "sad",
    /// `selp`
    Selp = "selp",
    /// `set`
    Set = "set",
    /// `setmaxnreg`
    Setmaxnreg = "setmaxnreg",
    /// `setp`
    Setp = "setp",
    /// `shf`
    Shf = "shf",
    /// `shfl`
    Shfl = "shfl",
    /// `shl`
    Shl = "shl",
    /// `shr`
    Shr = "shr",
    /// `sin`
    Sin = "sin",
    /// `slct`
    Slct = "slct",
    /// `sqrt`
    Sqrt = "sqrt",
    /// `st`
    St = "st",
    /// `stackrestore`
    Stackrestore = "stackrestore",
    /// `stacksave`
    Stacksave = "stacksave",
    /// `stmatrix`
    Stmatrix = "stmatrix",
    /// `stu`
    Stu = "stu",
    /// `sub`
    Sub = "sub",
    /// `subc`
    Subc = "subc",
    /// `suld`
    Suld = "suld",
    /// `suq`
    Suq = "suq",
    /// `sured`
    Sured = "sured",
    /// `sust`
    Sust = "sust",
    /// `szext`
    Szext = "szext",
    /// `tanh`
    Tanh = "tanh",
    /// `tcgen05` (Blackwell's tensor memory and MMA)
    Tcgen05 = "tcgen05",
    /// `testp`
    Testp = "testp",
    /// `tex`
    Tex = "tex",
    /// `tld4`
    Tld4 = "tld4",
    /// `trap`
    Trap = "trap",
    /// `txq`
    Txq = "txq",
    /// `vabsdiff2` (SIMD video, halves)
    Vabsdiff2 = "vabsdiff2",
    /// `vabsdiff4` (SIMD video, bytes)
    Vabsdiff4 = "vabsdiff4",
    /// `vadd2`
    Vadd2 = "vadd2",
    /// `vadd4`
    Vadd4 = "vadd4",
    /// `vavrg2`
    Vavrg2 = "vavrg2",
    /// `vavrg4`
    Vavrg4 = "vavrg4",
    /// `vmax2`
    Vmax2 = "vmax2",
    /// `vmax4`
    Vmax4 = "vmax4",
    /// `vmin2`
    Vmin2 = "vmin2",
    /// `vmin4`
    Vmin4 = "vmin4",
    /// `vote`
    Vote = "vote",
    /// `vset2`
    Vset2 = "vset2",
    /// `vset4`
    Vset4 = "vset4",
    /// `vsub2`
    Vsub2 = "vsub2",
    /// `vsub4`
    Vsub4 = "vsub4",
    /// `wgmma`
    Wgmma = "wgmma",
    /// `wmma`
    Wmma = "wmma",
    /// `xor`
    Xor = "xor",
    /// `.pragma` (`nounroll`)
    Pragma = ".pragma",
    /// `.branchtargets` (a `brx.idx` table)
    BranchTargets = ".branchtargets",
}

impl std::fmt::Display for PtxOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PtxOp::Directive => "a directive",
            PtxOp::Other => "an unknown operation",
            op => op.name(),
        })
    }
}

impl PtxOp {
    /// One of the SIMD video instructions on byte or half-word lanes
    /// (`vadd4`, `vabsdiff2`, `vset4`, ...).
    pub fn is_simd_video(self) -> bool {
        use PtxOp::*;
        matches!(
            self,
            Vadd2
                | Vadd4
                | Vsub2
                | Vsub4
                | Vavrg2
                | Vavrg4
                | Vabsdiff2
                | Vabsdiff4
                | Vmin2
                | Vmin4
                | Vmax2
                | Vmax4
                | Vset2
                | Vset4
        )
    }

    /// A value computation without side effects: removable when its
    /// destination is unused (given no `.cc` carry out). Loads are not:
    /// whether one is pure depends on its space.
    pub fn is_pure(self) -> bool {
        use PtxOp::*;
        matches!(
            self,
            Mov | Cvt
                | Cvta
                | Add
                | Sub
                | Mul
                | Mad
                | Fma
                | Shl
                | Shr
                | And
                | Or
                | Xor
                | Not
                | Cnot
                | Neg
                | Abs
                | Min
                | Max
                | Selp
                | Setp
                | Set
                | Slct
                | Mul24
                | Mad24
                | Popc
                | Clz
                | Brev
                | Bfe
                | Bfi
                | Prmt
                | Copysign
                | Testp
                | Rcp
                | Sqrt
                | Rsqrt
                | Ex2
                | Lg2
                | Sin
                | Cos
                | Tanh
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for w in ["mad", "ld", "cp", ".pragma", "wgmma", "tcgen05", "xor"] {
            assert_eq!(PtxOp::from_name(w).name(), w);
        }
        assert_eq!(PtxOp::from_name(".reg"), PtxOp::Directive);
        assert_eq!(PtxOp::from_name("tensormap"), PtxOp::Other);
    }
}

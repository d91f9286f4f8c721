//! The qualifiers after a PTX base operation that the compiler reads
//! (`global` and `nc` in `ld.global.nc.f32`), declared once beside
//! [`PtxOp`](crate::PtxOp). Type suffixes are [`PtxType`](crate::PtxType)s;
//! a qualifier this table does not name is still kept in the mnemonic's
//! words, so any instruction a compiler writes round-trips.

macro_rules! ptx_quals {
    ($($(#[$doc:meta])* $v:ident = $s:literal,)*) => {
        /// A qualifier of a PTX instruction.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum Qual {
            $($(#[$doc])* $v,)*
        }

        impl Qual {
            /// Decodes a qualifier word (without its dot).
            pub fn from_name(s: &str) -> Option<Qual> {
                match s {
                    $($s => Some(Qual::$v),)*
                    _ => None,
                }
            }

            /// The spelling, without the dot.
            pub fn name(self) -> &'static str {
                match self {
                    $(Qual::$v => $s,)*
                }
            }
        }
    };
}

ptx_quals! {
    /// `.param` state space.
    Param = "param",
    /// `.shared` state space (CTA or cluster).
    Shared = "shared",
    /// `.const` state space.
    Const = "const",
    /// `.global` state space.
    Global = "global",
    /// `.local` state space.
    Local = "local",
    /// `.volatile`: the access may not be removed or merged.
    Volatile = "volatile",
    /// `.nc`: the non-coherent (read-only) cache path.
    Nc = "nc",
    /// `.uni`: a branch every thread of the warp takes alike.
    Uni = "uni",
    /// `.cc`: writes the carry flag.
    Cc = "cc",
    /// `.to` of `cvta.to.global`.
    To = "to",
    /// `.v2` vector access.
    V2 = "v2",
    /// `.v4` vector access.
    V4 = "v4",
    /// `.approx` precision.
    Approx = "approx",
    /// `.full` precision.
    Full = "full",
    /// `.arrive` (barriers).
    Arrive = "arrive",
    /// `.commit_group` (asynchronous copies).
    CommitGroup = "commit_group",
    /// `.wait_group` (asynchronous copies).
    WaitGroup = "wait_group",
    /// `.wait_all` (asynchronous copies).
    WaitAll = "wait_all",
    /// `.test_wait` (mbarrier).
    TestWait = "test_wait",
    /// `.try_wait` (mbarrier).
    TryWait = "try_wait",
    /// `.load` (wmma).
    Load = "load",
    /// `.store` (wmma).
    Store = "store",
    /// `.pack` (packing conversions).
    Pack = "pack",
    /// `.add` (atomic and reduction operations).
    Add = "add",
    /// `.inc` (atomic).
    Inc = "inc",
    /// `.dec` (atomic).
    Dec = "dec",
    /// `.and` (atomic, reduction, vote).
    And = "and",
    /// `.or` (atomic, reduction, vote).
    Or = "or",
    /// `.xor` (atomic, reduction).
    Xor = "xor",
    /// `.min` (atomic, reduction).
    Min = "min",
    /// `.max` (atomic, reduction).
    Max = "max",
    /// `.ftz`: flush f32 subnormals to zero.
    Ftz = "ftz",
    /// `.L2::cache_hint`: an extra cache-policy operand.
    L2CacheHint = "L2::cache_hint",
    /// `.ld` (`tcgen05.ld`: the one tcgen05 operation that writes
    /// registers).
    Ld = "ld",
}

//! Blackwell's fifth-generation tensor-core intrinsics
//! (`llvm.nvvm.tcgen05.*`, sm_100a/sm_103a/sm_110a and their `f`
//! families, PTX 8.6) decoded into typed forms. Tensor memory is a
//! per-CTA scratchpad addressed by 32-bit `ptr addrspace(6)` values: these
//! operations allocate it, copy shared memory into it, move registers in
//! and out of it and run the MMA on it. Nothing here is run by the
//! interpreters (they model no tensor memory); selection spells each form
//! as llc does (the LLVM spellings are `IntrinsicsNVVM.td`'s, the PTX ones
//! the PTX ISA's §9.7.16).

/// A `tcgen05` operation. `cg2` is `.cta_group::2` (a CTA pair shares the
/// operation) rather than `::1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tc05 {
    /// `alloc[.shared](dst, ncols)`: allocates `ncols` columns and writes
    /// their address to `dst` (generic or `.shared::cta`).
    Alloc {
        /// `.cta_group::2`.
        cg2: bool,
        /// `dst` is an `addrspace(3)` pointer.
        shared: bool,
    },
    /// `dealloc(taddr, ncols)`.
    Dealloc {
        /// `.cta_group::2`.
        cg2: bool,
    },
    /// `relinq.alloc.permit()`: this CTA allocates no more.
    Relinquish {
        /// `.cta_group::2`.
        cg2: bool,
    },
    /// `commit[.mc][.shared](mbar[, cta_mask])`: the mbarrier is arrived
    /// on once the CTA's earlier asynchronous tcgen05 operations finish.
    Commit {
        /// `.cta_group::2`.
        cg2: bool,
        /// `mbar` is an `addrspace(3)` pointer.
        shared: bool,
        /// `.multicast::cluster` with an i16 CTA mask.
        multicast: bool,
    },
    /// `fence.{before,after}.thread.sync()`.
    Fence {
        /// `::after_thread_sync` rather than `::before_thread_sync`.
        after: bool,
    },
    /// `wait.{ld,st}()`: waits for this thread's earlier loads (stores).
    Wait {
        /// `::st` rather than `::ld`.
        st: bool,
    },
    /// `shift.down(taddr)`: shifts 32-byte rows down by one.
    Shift {
        /// `.cta_group::2`.
        cg2: bool,
    },
    /// `cp.<shape>[.<src_fmt>](taddr, sdesc)`: copies shared memory
    /// (described by a 64-bit matrix descriptor) into tensor memory.
    Cp {
        /// `.cta_group::2`.
        cg2: bool,
        /// The PTX shape (`128x256b`, `64x128b.warpx2::02_13`, ...).
        shape: &'static str,
        /// The decompression of the source (`b6x16_p32`, `b4x16_p64`),
        /// to `.b8x16`.
        src_fmt: Option<&'static str>,
    },
    /// `ld.<shape>.x<n>(taddr[, offset], pack)`: loads 32-bit registers.
    Ld(TmemAccess),
    /// `st.<shape>.x<n>(taddr[, offset], values, unpack)`.
    St(TmemAccess),
    /// `ld.red.<shape>.x<n>.<i32|f32>(taddr[, offset], op[, abs, nan])`
    /// (sm_103 and sm_110, PTX 8.8): a load that also returns the min
    /// (op 0) or max (op 1) of the loaded values, as `{<n x T>, T}`.
    LdRed {
        /// The shape (`32x32b` or `16x32bx2`) and repeat count.
        access: TmemAccess,
        /// f32 values (with the `.abs` and `.NaN` flags) rather than u32.
        float: bool,
    },
    /// `mma[.ws][.sp].{shared,tensor}[.<variant>](d, a, b, idesc,
    /// enable_input_d[, sp_meta]...)`: D = A·B (+ D), with A a
    /// shared-memory descriptor (i64) or in tensor memory, B a descriptor;
    /// the trailing kind, CTA group, collector buffer and usage operands
    /// are immediates.
    Mma(MmaShape),
}

/// The operand shape of a `tcgen05.mma`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MmaShape {
    /// `.sp`: A is 2:4 sparse, with metadata in tensor memory.
    pub sparse: bool,
    /// A is in tensor memory (`[taddr]`) rather than described in shared
    /// memory.
    pub a_tensor: bool,
    /// `.ashift`: A's rows shift down by one (A in tensor memory only).
    pub ashift: bool,
    /// `.ws` (weight-stationary: CTA group 1, collector buffers `b0..b3`;
    /// the immediates are kind, buffer, usage).
    pub ws: bool,
    /// `.ws` with a 64-bit zero-column mask after `enable_input_d`.
    pub zero_col_mask: bool,
    /// `.kind::<k>.block_scale[.block16|.block32]`: the kind is in the
    /// name, two tensor-memory scale-factor addresses follow, and the
    /// immediates are CTA group and usage only.
    pub block_scale: Option<BlockScale>,
    /// `.scale_d`: an immediate i64 scale of the input D follows.
    pub scale_d: bool,
    /// `.disable_output_lane.cg<N>`: a `<4 x i32>` (cg1) or `<8 x i32>`
    /// (cg2, `Some(true)`) lane mask follows; the CTA group is in the
    /// name, so the immediates are kind and usage only.
    pub disable_output_lane: Option<bool>,
}

/// The MX kind and scale-vector size of a block-scaled `tcgen05.mma`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockScale {
    /// `mxf8f6f4`, `mxf4` or `mxf4nvf4`.
    pub kind: &'static str,
    /// `block16` or `block32` (PTX 8.8), or none.
    pub block: Option<&'static str>,
}

impl MmaShape {
    /// Operands before the immediates.
    pub fn value_operands(self) -> usize {
        5 + self.sparse as usize
            + self.zero_col_mask as usize
            + 2 * self.block_scale.is_some() as usize
            + self.scale_d as usize
            + self.disable_output_lane.is_some() as usize
    }

    /// Trailing immediates.
    pub fn immediates(self) -> usize {
        if self.block_scale.is_some() || self.disable_output_lane.is_some() {
            2
        } else {
            3
        }
    }
}

/// The `.kind::` of a `tcgen05.mma`, by its immediate (LLVM's
/// `Tcgen05MMAKind`).
pub fn mma_kind(k: u128) -> Option<&'static str> {
    ["f16", "tf32", "f8f6f4", "i8"].get(k as usize).copied()
}

/// The `.collector::a::` usage, by its immediate (LLVM's
/// `Tcgen05CollectorUsageOp`).
pub fn mma_collector(c: u128) -> Option<&'static str> {
    ["discard", "lastuse", "fill", "use"]
        .get(c as usize)
        .copied()
}

/// The shape and repeat count of a `tcgen05.ld`/`st`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TmemAccess {
    /// `16x64b`, `16x128b`, `16x256b`, `32x32b` or `16x32bx2`.
    pub shape: &'static str,
    /// The repeat count `.x<num>` (a power of two, 1..=128).
    pub num: u32,
}

impl TmemAccess {
    /// 32-bit registers per thread: `num` times 1, 2 or 4 by shape (PTX
    /// ISA §9.7.16.8.3, "Matrix fragments for tcgen05.ld/st").
    pub fn regs(self) -> u32 {
        self.num
            * match self.shape {
                "16x128b" => 2,
                "16x256b" => 4,
                _ => 1,
            }
    }

    /// `16x32bx2` takes an immediate half-split offset after the address.
    pub fn has_offset(self) -> bool {
        self.shape == "16x32bx2"
    }
}

const CP_SHAPES: [(&str, &str); 6] = [
    ("128x256b", "128x256b"),
    ("4x256b", "4x256b"),
    ("128x128b", "128x128b"),
    ("64x128b_warpx2_02_13", "64x128b.warpx2::02_13"),
    ("64x128b_warpx2_01_23", "64x128b.warpx2::01_23"),
    ("32x128b_warpx4", "32x128b.warpx4"),
];

const LDST_SHAPES: [&str; 5] = ["16x64b", "16x128b", "16x256b", "32x32b", "16x32bx2"];

/// Decodes `llvm.nvvm.tcgen05.<rest>`; `None` for names it does not know.
pub fn decode(rest: &str) -> Option<Tc05> {
    // MMA names carry their CTA group inside (`disable_output_lane.cg1`).
    if let Some(m) = rest.strip_prefix("mma.") {
        return mma(m).map(Tc05::Mma);
    }
    let (body, cg2) = match rest.rsplit_once('.') {
        Some((b, "cg1")) => (b, Some(false)),
        Some((b, "cg2")) => (b, Some(true)),
        _ => (rest, None),
    };
    if let Some(cg2) = cg2 {
        return Some(match body {
            "alloc" | "alloc.shared" => Tc05::Alloc {
                cg2,
                shared: body.ends_with("shared"),
            },
            "dealloc" => Tc05::Dealloc { cg2 },
            "relinq.alloc.permit" => Tc05::Relinquish { cg2 },
            "commit" | "commit.shared" | "commit.mc" | "commit.mc.shared" => Tc05::Commit {
                cg2,
                shared: body.ends_with("shared"),
                multicast: body.contains(".mc"),
            },
            "shift.down" => Tc05::Shift { cg2 },
            _ => {
                let cp = body.strip_prefix("cp.")?;
                let (shape, fmt) = match cp.split_once('.') {
                    Some((s, f)) => (s, Some(f)),
                    None => (cp, None),
                };
                let shape = CP_SHAPES.iter().find(|(l, _)| *l == shape)?.1;
                let src_fmt = match fmt {
                    None => None,
                    Some("b6x16_p32") => Some("b6x16_p32"),
                    Some("b4x16_p64") => Some("b4x16_p64"),
                    Some(_) => return None,
                };
                Tc05::Cp {
                    cg2,
                    shape,
                    src_fmt,
                }
            }
        });
    }
    match rest {
        "fence.before.thread.sync" => return Some(Tc05::Fence { after: false }),
        "fence.after.thread.sync" => return Some(Tc05::Fence { after: true }),
        "wait.ld" => return Some(Tc05::Wait { st: false }),
        "wait.st" => return Some(Tc05::Wait { st: true }),
        _ => {}
    }
    if let Some(r) = rest.strip_prefix("ld.red.") {
        let mut w = r.split('.');
        let word = w.next()?;
        let shape = *["32x32b", "16x32bx2"].iter().find(|&&s| s == word)?;
        let num: u32 = w.next()?.strip_prefix('x')?.parse().ok()?;
        let float = match w.next()? {
            "i32" => false,
            "f32" => true,
            _ => return None,
        };
        if w.next().is_some() || !num.is_power_of_two() || !(2..=128).contains(&num) {
            return None;
        }
        return Some(Tc05::LdRed {
            access: TmemAccess { shape, num },
            float,
        });
    }
    let (st, r) = match rest.split_once('.')? {
        ("ld", r) => (false, r),
        ("st", r) => (true, r),
        _ => return None,
    };
    let (shape, num) = r.split_once('.')?;
    let shape = *LDST_SHAPES.iter().find(|s| **s == shape)?;
    let num: u32 = num.strip_prefix('x')?.parse().ok()?;
    let a = TmemAccess { shape, num };
    if !num.is_power_of_two() || a.regs() > 128 {
        return None;
    }
    Some(if st { Tc05::St(a) } else { Tc05::Ld(a) })
}

/// `mma.<rest>`.
fn mma(m: &str) -> Option<MmaShape> {
    let (ws, m) = match m.strip_prefix("ws.") {
        Some(r) => (true, r),
        None => (false, m),
    };
    let (sparse, m) = match m.strip_prefix("sp.") {
        Some(r) => (true, r),
        None => (false, m),
    };
    let (a_tensor, variant) = match m.split_once('.') {
        Some(("shared", v)) => (false, v),
        Some(("tensor", v)) => (true, v),
        None if m == "shared" || m == "tensor" => (m == "tensor", ""),
        _ => return None,
    };
    let mut shape = MmaShape {
        sparse,
        a_tensor,
        ashift: false,
        ws,
        zero_col_mask: false,
        block_scale: None,
        scale_d: false,
        disable_output_lane: None,
    };
    match (ws, variant) {
        (_, "") => {}
        (true, "zero_col_mask") => shape.zero_col_mask = true,
        (false, v) if !v.contains(".block_scale") => {
            // [scale_d.][disable_output_lane.cg<N>.][ashift]
            let mut words = v.split('.').peekable();
            shape.scale_d = words.next_if_eq(&"scale_d").is_some();
            if words.next_if_eq(&"disable_output_lane").is_some() {
                shape.disable_output_lane = match words.next()? {
                    "cg1" => Some(false),
                    "cg2" => Some(true),
                    _ => return None,
                };
            }
            shape.ashift = a_tensor && words.next_if_eq(&"ashift").is_some();
            if words.next().is_some() {
                return None;
            }
        }
        (false, v) => {
            let (kind, rest) = v.split_once(".block_scale")?;
            let kind = ["mxf8f6f4", "mxf4", "mxf4nvf4"]
                .into_iter()
                .find(|k| *k == kind)?;
            let block = match rest {
                "" => None,
                ".block16" if kind == "mxf4nvf4" => Some("block16"),
                ".block32" => Some("block32"),
                _ => return None,
            };
            shape.block_scale = Some(BlockScale { kind, block });
        }
        _ => return None,
    }
    Some(shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_decode_to_their_forms() {
        assert_eq!(
            decode("alloc.shared.cg2"),
            Some(Tc05::Alloc {
                cg2: true,
                shared: true
            })
        );
        assert_eq!(
            decode("commit.mc.shared.cg1"),
            Some(Tc05::Commit {
                cg2: false,
                shared: true,
                multicast: true
            })
        );
        assert_eq!(
            decode("cp.64x128b_warpx2_01_23.b4x16_p64.cg2"),
            Some(Tc05::Cp {
                cg2: true,
                shape: "64x128b.warpx2::01_23",
                src_fmt: Some("b4x16_p64")
            })
        );
        let ld = decode("ld.16x256b.x32").unwrap();
        assert_eq!(
            ld,
            Tc05::Ld(TmemAccess {
                shape: "16x256b",
                num: 32
            })
        );
        assert!(matches!(ld, Tc05::Ld(a) if a.regs() == 128 && !a.has_offset()));
        assert!(matches!(decode("st.16x32bx2.x2"), Some(Tc05::St(a)) if a.has_offset()));
        let Some(Tc05::Mma(m)) = decode("mma.sp.tensor.ashift") else {
            panic!("not an mma")
        };
        assert!(m.sparse && m.a_tensor && m.ashift && !m.ws);
        assert_eq!((m.value_operands(), m.immediates()), (6, 3));
        let Some(Tc05::Mma(m)) = decode("mma.ws.sp.shared.zero_col_mask") else {
            panic!("not an mma")
        };
        assert!(m.ws && m.sparse && !m.a_tensor && m.zero_col_mask);
        assert_eq!((m.value_operands(), m.immediates()), (7, 3));
        let Some(Tc05::Mma(m)) = decode("mma.tensor.mxf4nvf4.block_scale.block16") else {
            panic!("not an mma")
        };
        assert_eq!(
            m.block_scale,
            Some(BlockScale {
                kind: "mxf4nvf4",
                block: Some("block16")
            })
        );
        assert_eq!((m.value_operands(), m.immediates()), (7, 2));
        let Some(Tc05::Mma(m)) = decode("mma.sp.tensor.scale_d.disable_output_lane.cg2.ashift")
        else {
            panic!("not an mma")
        };
        assert!(m.sparse && m.scale_d && m.ashift && m.disable_output_lane == Some(true));
        assert_eq!((m.value_operands(), m.immediates()), (8, 2));
        assert_eq!(
            (mma_kind(2), mma_collector(3)),
            (Some("f8f6f4"), Some("use"))
        );
        assert_eq!((mma_kind(4), mma_collector(4)), (None, None));
    }

    #[test]
    fn malformed_names_are_not_claimed() {
        for n in [
            "ld.16x256b.x64",
            "ld.16x64b.x3",
            "ld.16x64b.y4",
            "st.8x8b.x1",
            "cp.128x256b.b2x16.cg1",
            "alloc.cg3",
            "fence",
            "wait.xx",
            "mma.shared.ashift",
            "mma.sp",
            "mma.ws.tensor.ashift",
            "mma.shared.zero_col_mask",
            "mma.shared.mxf4.block_scale.block16",
            "mma.shared.mxf9.block_scale",
            "mma.ws.shared.mxf4.block_scale",
            "mma.shared.disable_output_lane.cg3",
            "mma.shared.ashift.scale_d",
            "mma.tensor.scale_d.scale_d",
        ] {
            assert_eq!(decode(n), None, "{n}");
        }
    }
}

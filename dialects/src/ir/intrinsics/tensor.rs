//! Tensor-core intrinsic names (`wmma`, `mma`, `ldmatrix`, `stmatrix` and
//! the warpgroup MMA's ordering points) decoded into typed forms, with the
//! ISA facts selection needs about them: registers per fragment and the
//! first target and PTX version of each shape and element type.
//!
//! Fragment sizes are the PTX ISA's (section 9.7.14/9.7.15, "Matrix
//! fragments"); the LLVM spellings are those of `IntrinsicsNVVM.td`.

use std::fmt;

macro_rules! word_enum {
    ($(#[$doc:meta])* $name:ident { $($v:ident = $s:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $(#[doc = concat!("`", $s, "`")] $v,)*
        }

        impl $name {
            /// Decodes one word of an intrinsic name.
            pub fn from_name(s: &str) -> Option<$name> {
                match s {
                    $($s => Some($name::$v),)*
                    _ => None,
                }
            }

            /// The spelling, shared by the intrinsic and the PTX instruction.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$v => $s,)*
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

word_enum! {
    /// A matrix shape.
    Shape {
        M16n16k16 = "m16n16k16",
        M8n32k16 = "m8n32k16",
        M32n8k16 = "m32n8k16",
        M16n16k8 = "m16n16k8",
        M8n8k4 = "m8n8k4",
        M8n8k16 = "m8n8k16",
        M8n8k32 = "m8n8k32",
        M8n8k128 = "m8n8k128",
        M16n8k4 = "m16n8k4",
        M16n8k8 = "m16n8k8",
        M16n8k16 = "m16n8k16",
        M16n8k32 = "m16n8k32",
        M16n8k64 = "m16n8k64",
        M16n8k128 = "m16n8k128",
        M16n8k256 = "m16n8k256",
        M8n8 = "m8n8",
        M16n16 = "m16n16",
        M8n16 = "m8n16",
        M16n8 = "m16n8",
    }
}

word_enum! {
    /// A matrix element type.
    Elem {
        F16 = "f16",
        Bf16 = "bf16",
        Tf32 = "tf32",
        F32 = "f32",
        F64 = "f64",
        S32 = "s32",
        S8 = "s8",
        U8 = "u8",
        S4 = "s4",
        U4 = "u4",
        B1 = "b1",
        B8 = "b8",
        B16 = "b16",
        E4m3 = "e4m3",
        E5m2 = "e5m2",
    }
}

word_enum! {
    /// Which fragment of `d = a * b + c`.
    Frag {
        A = "a",
        B = "b",
        C = "c",
        D = "d",
    }
}

word_enum! {
    /// A fragment's layout in memory.
    Layout {
        Row = "row",
        Col = "col",
    }
}

word_enum! {
    /// A rounding mode of `wmma.mma` on f64 and tf32.
    MmaRound {
        Rn = "rn",
        Rz = "rz",
        Rm = "rm",
        Rp = "rp",
    }
}

word_enum! {
    /// The bit operation of a single-bit MMA (always with `.popc`).
    B1Op {
        Xor = "xor",
        And = "and",
    }
}

word_enum! {
    /// How many 8x8 matrices one `ldmatrix`/`stmatrix` moves.
    MatrixCount {
        X1 = "x1",
        X2 = "x2",
        X4 = "x4",
    }
}

impl Elem {
    fn is_int8(self) -> bool {
        matches!(self, Elem::S8 | Elem::U8)
    }

    fn is_int4(self) -> bool {
        matches!(self, Elem::S4 | Elem::U4)
    }

    fn is_fp8(self) -> bool {
        matches!(self, Elem::E4m3 | Elem::E5m2)
    }
}

/// `wmma.load` or `wmma.store` of one fragment.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct WmmaAccess {
    /// The shape.
    pub shape: Shape,
    /// The fragment (`d` for stores).
    pub frag: Frag,
    /// Its layout in memory.
    pub layout: Layout,
    /// True when a stride operand follows the pointer.
    pub stride: bool,
    /// The element type.
    pub elem: Elem,
}

/// `wmma.mma` or `mma.sync`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MmaForm {
    /// The warp-level `wmma.mma` (rather than `mma.sync`).
    pub wmma: bool,
    /// The shape.
    pub shape: Shape,
    /// The single-bit operation, for `b1` multiplicands.
    pub b1: Option<B1Op>,
    /// Layout of `a`.
    pub a_layout: Layout,
    /// Layout of `b`.
    pub b_layout: Layout,
    /// Rounding (`wmma.mma` on f64 and tf32 only).
    pub round: Option<MmaRound>,
    /// `.satfinite`.
    pub satfinite: bool,
    /// The element types of d, a, b and c.
    pub types: [Elem; 4],
    /// Structured-sparse `mma.sp` (half of `a` stored, with metadata and
    /// a thread selector as two more operands).
    pub sparse: Option<Sparsity>,
}

/// How a sparse `mma.sp` reads its metadata.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Sparsity {
    /// `mma.sp`.
    Plain,
    /// `mma.sp::ordered_metadata`.
    OrderedMetadata,
}

/// `ldmatrix` or `stmatrix`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MatrixForm {
    /// `stmatrix` rather than `ldmatrix`.
    pub store: bool,
    /// The shape of each matrix.
    pub shape: Shape,
    /// How many matrices.
    pub count: MatrixCount,
    /// `.trans`.
    pub trans: bool,
    /// The element type.
    pub elem: Elem,
    /// sm_100a's `.b8x16.<src>` forms: 6- or 4-bit elements
    /// (`b6x16_p32`, `b4x16_p64`) loaded into bytes; `elem` is `B8`.
    pub src: Option<&'static str>,
}

impl MatrixForm {
    /// The classic `.m8n8 .b16` form (sm_75), the one the interpreters
    /// run.
    pub fn is_m8n8_b16(self) -> bool {
        self.shape == Shape::M8n8 && self.elem == Elem::B16
    }

    /// 32-bit registers per thread: one per 8x8 matrix of 16-bit (or per
    /// 8x16 of 8-bit) elements, two per 16x16 byte matrix (PTX ISA
    /// §9.7.14.5.15).
    pub fn regs(self) -> usize {
        let n = match self.count {
            MatrixCount::X1 => 1,
            MatrixCount::X2 => 2,
            MatrixCount::X4 => 4,
        };
        if self.shape == Shape::M16n16 {
            2 * n
        } else {
            n
        }
    }

    /// The type words PTX spells (`b16`, `b8`, `b8x16.b6x16_p32`).
    pub fn type_words(self) -> String {
        match self.src {
            Some(src) => format!("b8x16.{src}"),
            None => self.elem.name().to_string(),
        }
    }
}

/// A tensor-core intrinsic as selection reads it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TensorForm {
    /// `wmma.load`.
    WmmaLoad(WmmaAccess),
    /// `wmma.store`.
    WmmaStore(WmmaAccess),
    /// `wmma.mma` and `mma.sync`.
    Mma(MmaForm),
    /// `ldmatrix` and `stmatrix`.
    Matrix(MatrixForm),
    /// `wgmma.fence.sync.aligned`.
    WgmmaFence,
    /// `wgmma.commit_group.sync.aligned`.
    WgmmaCommitGroup,
    /// `wgmma.wait_group.sync.aligned N`.
    WgmmaWaitGroup,
    /// A name this table cannot select, and why.
    Invalid(&'static str),
}

/// Decodes a tensor-core intrinsic name (`llvm.nvvm.` and the trailing
/// pointer overload, if any, included).
pub fn decode_form(name: &str) -> TensorForm {
    let rest = name.strip_prefix("llvm.nvvm.").unwrap_or(name);
    let w: Vec<&str> = rest.split('.').collect();
    let r = match w[0] {
        "wmma" => match w.get(2) {
            Some(&"load") => wmma_access(&w[1..]).map(TensorForm::WmmaLoad),
            Some(&"store") => wmma_access(&w[1..]).map(TensorForm::WmmaStore),
            Some(&"mma") => wmma_mma(&w[1..]).map(TensorForm::Mma),
            _ => Err("this tensor-core intrinsic is not supported yet"),
        },
        "mma" if w.get(1) == Some(&"sp") => {
            let (sparse, rest) = if w.get(2..4) == Some(&["ordered", "metadata"][..]) {
                (Sparsity::OrderedMetadata, &w[4..])
            } else {
                (Sparsity::Plain, &w[2..])
            };
            mma_sync(rest).and_then(|mut m| {
                m.sparse = Some(sparse);
                half_k(m.shape)
                    .map(|_| TensorForm::Mma(m))
                    .ok_or("no sparse form of this shape")
            })
        }
        "mma" => mma_sync(&w[1..]).map(TensorForm::Mma),
        "ldmatrix" | "stmatrix" => matrix(&w).map(TensorForm::Matrix),
        "wgmma" => match w.get(1) {
            Some(&"fence") => Ok(TensorForm::WgmmaFence),
            Some(&"commit_group") => Ok(TensorForm::WgmmaCommitGroup),
            Some(&"wait_group") => Ok(TensorForm::WgmmaWaitGroup),
            _ => Err("this tensor-core intrinsic is not supported yet"),
        },
        _ => Err("this tensor-core intrinsic is not supported yet"),
    };
    r.unwrap_or_else(TensorForm::Invalid)
}

type D<T> = Result<T, &'static str>;

fn word<T>(w: &[&str], i: usize, parse: fn(&str) -> Option<T>, what: &'static str) -> D<T> {
    w.get(i).and_then(|s| parse(s)).ok_or(what)
}

/// `<shape>.<load|store>.<frag>.<layout>[.stride].<type>[.p<as>]`.
fn wmma_access(w: &[&str]) -> D<WmmaAccess> {
    let incomplete = "incomplete matrix intrinsic name";
    let shape = word(w, 0, Shape::from_name, "unknown matrix shape")?;
    let frag = word(w, 2, Frag::from_name, incomplete)?;
    let layout = word(w, 3, Layout::from_name, incomplete)?;
    let stride = w.get(4) == Some(&"stride");
    let elem = word(
        w,
        4 + stride as usize,
        Elem::from_name,
        "missing element type",
    )?;
    Ok(WmmaAccess {
        shape,
        frag,
        layout,
        stride,
        elem,
    })
}

/// `<shape>.mma[.xor.popc|.and.popc].<al>.<bl>[.<rnd>].<types>[.satfinite]`.
fn wmma_mma(w: &[&str]) -> D<MmaForm> {
    let shape = word(w, 0, Shape::from_name, "unknown matrix shape")?;
    let (b1, mut i) = b1_op(w, 2)?;
    let a_layout = word(w, i, Layout::from_name, "missing layout")?;
    let b_layout = word(w, i + 1, Layout::from_name, "missing layout")?;
    i += 2;
    let round = w.get(i).and_then(|s| MmaRound::from_name(s));
    i += round.is_some() as usize;
    let satfinite = w.last() == Some(&"satfinite");
    let end = w.len() - satfinite as usize;
    let types = mma_types(w.get(i..end).unwrap_or(&[]))?;
    Ok(MmaForm {
        wmma: true,
        shape,
        b1,
        a_layout,
        b_layout,
        round,
        satfinite,
        types,
        sparse: None,
    })
}

/// `[.xor.popc|.and.popc].<shape>.<al>.<bl>[.satfinite].<types>`.
fn mma_sync(w: &[&str]) -> D<MmaForm> {
    let (b1, mut i) = b1_op(w, 0)?;
    let shape = word(w, i, Shape::from_name, "missing shape")?;
    let a_layout = word(w, i + 1, Layout::from_name, "missing layout")?;
    let b_layout = word(w, i + 2, Layout::from_name, "missing layout")?;
    i += 3;
    let satfinite = w.get(i) == Some(&"satfinite");
    i += satfinite as usize;
    let types = mma_types(w.get(i..).unwrap_or(&[]))?;
    // PTX ISA (m16n8k8/m16n8k16 with .f16 multiplicands): the result has
    // the accumulator's type; ptxas rejects `.f16.f16.f16.f32` and
    // `.f32.f16.f16.f16` there (m8n8k4 takes every pair).
    let half_shape = matches!(shape, Shape::M16n8k8 | Shape::M16n8k16);
    if half_shape && types[1] == Elem::F16 && types[0] != types[3] {
        return Err("mma.sync whose result type differs from its accumulator's");
    }
    Ok(MmaForm {
        wmma: false,
        shape,
        b1,
        a_layout,
        b_layout,
        round: None,
        satfinite,
        types,
        sparse: None,
    })
}

/// An optional `.xor.popc`/`.and.popc` at word `i`, and the index after it.
fn b1_op(w: &[&str], i: usize) -> D<(Option<B1Op>, usize)> {
    match w.get(i).and_then(|s| B1Op::from_name(s)) {
        Some(op) if w.get(i + 1) == Some(&"popc") => Ok((Some(op), i + 2)),
        Some(_) => Err("missing popc"),
        None => Ok((None, i)),
    }
}

/// The four types (d, a, b, c) from an MMA's type words.
fn mma_types(words: &[&str]) -> D<[Elem; 4]> {
    let mut t = Vec::with_capacity(4);
    for s in words {
        t.push(Elem::from_name(s).ok_or("unknown matrix types")?);
    }
    let acc = |t: Elem| match t {
        Elem::Bf16 | Elem::Tf32 => Elem::F32,
        Elem::F64 => Elem::F64,
        _ => Elem::S32,
    };
    let fp = |t: Elem| matches!(t, Elem::F16 | Elem::F32);
    Ok(match t[..] {
        [d, a, b, c] => [d, a, b, c],
        [d, c] if fp(d) && fp(c) => [d, Elem::F16, Elem::F16, c],
        [a, b] => [Elem::S32, a, b, Elem::S32],
        [t] => [acc(t), t, t, acc(t)],
        _ => return Err("unknown matrix types"),
    })
}

/// `<ld|st>matrix.sync.aligned.<shape>.<xN>[.trans].<type>[.p<as>]`.
fn matrix(w: &[&str]) -> D<MatrixForm> {
    if w.get(1) != Some(&"sync") || w.get(2) != Some(&"aligned") {
        return Err("unknown ldmatrix/stmatrix form");
    }
    let shape = word(w, 3, Shape::from_name, "missing shape")?;
    let count = word(w, 4, MatrixCount::from_name, "missing count")?;
    let trans = w.get(5) == Some(&"trans");
    let at = 5 + trans as usize;
    let (elem, src) = match w.get(at) {
        Some(&"b8x16") => match w.get(at + 1) {
            Some(&"b6x16_p32") => (Elem::B8, Some("b6x16_p32")),
            Some(&"b4x16_p64") => (Elem::B8, Some("b4x16_p64")),
            _ => return Err("unknown source format of an ldmatrix .b8x16"),
        },
        _ => (word(w, at, Elem::from_name, "missing type")?, None),
    };
    let store = w[0] == "stmatrix";
    // The forms PTX 8.6 has (sm_100a adds all but .m8n8 .b16).
    let x4 = count == MatrixCount::X4;
    let ok = match (store, shape, elem, src) {
        (_, Shape::M8n8, Elem::B16, None) => true,
        (false, Shape::M16n16, Elem::B8, _) => trans && !x4,
        (false, Shape::M8n16, Elem::B8, Some(_)) => !trans,
        (true, Shape::M16n8, Elem::B8, None) => trans,
        _ => false,
    };
    if !ok {
        return Err("an ldmatrix/stmatrix shape, type and .trans PTX does not have");
    }
    Ok(MatrixForm {
        store,
        shape,
        count,
        trans,
        elem,
        src,
    })
}

/// 32-bit registers per thread of one fragment of `shape` with element
/// type `t`. Dense forms only.
pub fn frag_regs(shape: Shape, frag: Frag, t: Elem) -> Option<usize> {
    use Elem as E;
    use Frag::{A, B};
    use Shape as S;
    let ab = matches!(frag, A | B);
    let nth = |v: &[usize]| v.get(frag as usize).copied();
    let (int8, int4, fp8) = (t.is_int8(), t.is_int4(), t.is_fp8());
    let n = match (shape, frag) {
        (S::M16n16k16, _) if ab && int8 => 2,
        (S::M8n32k16, A) if int8 => 1,
        (S::M8n32k16, B) if int8 => 4,
        (S::M32n8k16, A) if int8 => 4,
        (S::M32n8k16, B) if int8 => 1,
        (S::M16n16k16 | S::M8n32k16 | S::M32n8k16, _) if !ab && t == E::S32 => 8,
        (S::M16n16k16, _) if ab && t == E::Bf16 => 4,
        (S::M8n32k16, A) if t == E::Bf16 => 2,
        (S::M8n32k16, B) if t == E::Bf16 => 8,
        (S::M32n8k16, A) if t == E::Bf16 => 8,
        (S::M32n8k16, B) if t == E::Bf16 => 2,
        (S::M16n16k8, _) if ab && t == E::Tf32 => 4,
        (S::M8n8k16, _) if ab && int8 => 1,
        (S::M8n8k32, _) if ab && int4 => 1,
        (S::M8n8k128, _) if ab && t == E::B1 => 1,
        (S::M8n8k16 | S::M8n8k32 | S::M8n8k128, _) if t == E::S32 => 2,
        (S::M8n8k4, _) if t == E::F64 => nth(&[1, 1, 2, 2])?,
        (S::M8n8k4, _) if ab && t == E::F16 => 2,
        (S::M16n8k4, A) if t == E::Tf32 => 2,
        (S::M16n8k4, B) if t == E::Tf32 => 1,
        (S::M16n8k8, A) if matches!(t, E::F16 | E::Bf16) => 2,
        (S::M16n8k8, B) if matches!(t, E::F16 | E::Bf16) => 1,
        (S::M16n8k8, A) if t == E::Tf32 => 4,
        (S::M16n8k8, B) if t == E::Tf32 => 2,
        (S::M16n8k16, A) if matches!(t, E::F16 | E::Bf16) => 4,
        (S::M16n8k16, A) if int8 => 2,
        (S::M16n8k16, B) if matches!(t, E::F16 | E::Bf16) => 2,
        (S::M16n8k16, B) if int8 => 1,
        (S::M16n8k32, A) if int8 => 4,
        (S::M16n8k32, B) if int8 => 2,
        (S::M16n8k32, A) if int4 => 2,
        (S::M16n8k32, B) if int4 => 1,
        (S::M16n8k32, _) if ab && fp8 => nth(&[4, 2])?,
        (S::M16n8k64, A) if int4 => 4,
        (S::M16n8k64, B) if int4 => 2,
        (S::M16n8k128, A) if t == E::B1 => 2,
        (S::M16n8k128, B) if t == E::B1 => 1,
        (S::M16n8k256, A) if t == E::B1 => 4,
        (S::M16n8k256, B) if t == E::B1 => 2,
        (
            S::M16n8k4
            | S::M16n8k8
            | S::M16n8k16
            | S::M16n8k32
            | S::M16n8k64
            | S::M16n8k128
            | S::M16n8k256,
            _,
        ) if !ab => {
            if t == E::F16 {
                2
            } else {
                4
            }
        }
        (_, _) if ab && t == E::F16 => 8,
        (_, _) if !ab && t == E::F16 => 4,
        (_, _) if !ab && t == E::F32 => 8,
        _ => return None,
    };
    Some(n)
}

/// The dense shape with half the depth: a sparse `mma.sp` of `shape`
/// keeps `a` as that shape's `a` fragment (half its values are zeros left
/// out), and `b` as twice that shape's `b` (PTX ISA, "Sparse matrix
/// multiply-accumulate").
pub fn half_k(shape: Shape) -> Option<Shape> {
    use Shape as S;
    Some(match shape {
        S::M16n8k8 => S::M16n8k4,
        S::M16n8k16 => S::M16n8k8,
        S::M16n8k32 => S::M16n8k16,
        S::M16n8k64 => S::M16n8k32,
        S::M16n8k128 => S::M16n8k64,
        _ => return None,
    })
}

/// How many sparsity selectors (`0..n`) a sparse `mma.sp` of `shape` on
/// multiplicands `t` takes (PTX ISA, "Sparse matrix multiply-accumulate":
/// which threads of each group supply the metadata).
pub fn sparse_selectors(shape: Shape, t: Elem) -> u32 {
    use Elem as E;
    use Shape as S;
    match (shape, t) {
        (S::M16n8k16, E::F16 | E::Bf16) | (S::M16n8k8, E::Tf32) => 4,
        (S::M16n8k32, E::F16 | E::Bf16) | (S::M16n8k16, E::Tf32) => 2,
        (S::M16n8k32, _) if t.is_int8() => 2,
        (S::M16n8k64, _) if t.is_int4() => 2,
        _ => 1,
    }
}

/// Registers of a fragment of a sparse `mma.sp` of `shape`.
pub fn sparse_frag_regs(shape: Shape, frag: Frag, t: Elem) -> Option<usize> {
    let half = half_k(shape)?;
    let n = frag_regs(half, frag, t)?;
    Some(if frag == Frag::B { 2 * n } else { n })
}

/// The first target (sm) and PTX version of an element type and shape,
/// for `wmma` (`mma` false) or `mma.sync`: the shapes both have came at
/// different times (PTX ISA release notes; LLVM's wmma.py tests agree).
pub fn first_target(shape: Shape, t: Elem, mma: bool) -> (u32, (u32, u32)) {
    use Elem as E;
    use Shape as S;
    let by_type = match t {
        E::S8 | E::U8 | E::S32 => (72, (6, 3)),
        E::S4 | E::U4 | E::B1 => (75, (6, 3)),
        E::Bf16 | E::Tf32 | E::F64 => (80, (7, 0)),
        E::E4m3 | E::E5m2 => (89, (8, 4)),
        _ => (70, (6, 3)),
    };
    let by_shape = match shape {
        // wmma's sub-byte shapes (sm_75, PTX 6.3) and its f64 m8n8k4
        // (sm_80, PTX 7.0, from the element type).
        S::M8n8k32 | S::M8n8k128 if !mma => (75, (6, 3)),
        S::M8n8k4 if !mma => (70, (6, 3)),
        S::M8n8k4 => (70, (6, 4)),
        S::M16n8k8 | S::M8n8k16 | S::M8n8k32 => (75, (6, 5)),
        S::M8n8k128 => (75, (7, 0)),
        S::M16n8k4
        | S::M16n8k16
        | S::M16n8k32
        | S::M16n8k64
        | S::M16n8k128
        | S::M16n8k256
        | S::M16n16k8 => (80, (7, 0)),
        _ => (70, (6, 3)),
    };
    (by_type.0.max(by_shape.0), by_type.1.max(by_shape.1))
}

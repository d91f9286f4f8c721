//! The ptx dialect: a machine-level, register-based representation of a PTX
//! module.
//!
//! Unlike the nvvm dialect this is not SSA: a virtual register may be
//! written many times, as in the PTX that NVIDIA's and LLVM's compilers
//! emit, so that any compiler's output can be imported, analyzed and
//! executed. Instruction selection produces it from SSA (block parameters
//! become copies), the printer writes it as PTX text, the importer reads PTX
//! text into it.
//!
//! Invariants:
//! - every `Reg` used by an instruction is declared in its function's
//!   `regs`;
//! - every `PBlock` named by a `Operand::Label` is in the function's
//!   `layout`;
//! - `Mnemonic` parts are non-empty and contain no dots, except the single
//!   part of a statement-level directive (`.pragma`, `.branchtargets`,
//!   `.calltargets`, `.callprototype`), see [`PtxInst::is_directive`].

use cranelift_entity::{entity_impl, PrimaryMap};

use super::types::{PtxType, RegClass, Space};

/// A virtual register of a PTX function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(u32);
entity_impl!(Reg, "reg");

/// A basic block (a label and the statements up to the next label).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PBlock(u32);
entity_impl!(PBlock, "pbb");

/// A declared register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegData {
    /// The declared type (`.reg .b32`, `.reg .f32`, `.reg .pred` ...).
    pub ty: PtxType,
    /// The name without `%` (`r12`, `f3`, `p1`, or any name imported PTX used).
    pub name: String,
}

/// A special register (`%tid.x`, `%laneid`, `%clock64` ...), kept by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpecialReg(pub String);

/// An instruction mnemonic split at its dots: `mad.lo.s32` is
/// `["mad", "lo", "s32"]`. Keeping the parts (rather than a closed enum)
/// lets the importer take any instruction a compiler writes; consumers
/// decode what they understand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mnemonic {
    words: Vec<String>,
    op: crate::PtxOp,
}

impl Mnemonic {
    /// The mnemonic of these dotted words (the first is the base).
    pub fn new(words: Vec<String>) -> Mnemonic {
        let op = crate::PtxOp::from_name(words.first().map_or("", String::as_str));
        Mnemonic { words, op }
    }

    /// Splits a mnemonic such as `ld.global.nc.v4.f32`.
    pub fn parse(s: &str) -> Mnemonic {
        Mnemonic::new(
            s.split('.')
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect(),
        )
    }

    /// The base operation, decoded.
    pub fn op(&self) -> crate::PtxOp {
        self.op
    }

    /// The dotted words.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// The base operation (`mad`).
    pub fn base(&self) -> &str {
        self.words.first().map_or("", String::as_str)
    }

    /// True if the mnemonic carries qualifier `q`.
    pub fn has(&self, q: crate::Qual) -> bool {
        let m = q.name();
        self.words.iter().skip(1).any(|p| p == m)
    }

    /// The type suffixes in order (`cvt.rn.f32.s32` gives `[f32, s32]`).
    pub fn types(&self) -> Vec<PtxType> {
        self.words
            .iter()
            .skip(1)
            .filter_map(|p| PtxType::from_name(p))
            .collect()
    }

    /// The full dotted spelling.
    pub fn text(&self) -> String {
        self.words.join(".")
    }
}

/// A memory address operand `[base+offset]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AddrBase {
    /// A register holding the address.
    Reg(Reg),
    /// A variable or parameter name.
    Sym(String),
    /// An absolute address (`[0]`).
    None,
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register.
    Reg(Reg),
    /// A special register.
    Special(SpecialReg),
    /// An integer immediate (as written; its type comes from the instruction).
    Imm(i64),
    /// An f32 immediate as bits (`0f3F800000`).
    F32(u32),
    /// An f64 immediate as bits (`0d3FF0000000000000`).
    F64(u64),
    /// A variable, parameter or function name used as a value.
    Sym(String),
    /// `[base+offset]`.
    Addr(AddrBase, i64),
    /// A vector `{a, b, c, d}` (elements may be `_` sinks in newer PTX).
    Vector(Vec<Operand>),
    /// Two destinations `%r|%p` (setp, shfl).
    Pair(Box<Operand>, Box<Operand>),
    /// A branch target.
    Label(PBlock),
    /// A parenthesized list (`call (ret), f, (args)`).
    List(Vec<Operand>),
    /// `_`: a discarded destination.
    Sink,
    /// `!%p` as a source operand (negated predicate).
    Not(Reg),
    /// `[a, b, {c, d}]`: a bracketed operand list with more than one
    /// element (texture, surface and tensor-map addressing:
    /// `tex.2d.v4.f32.f32 {...}, [%rd1, {%f1, %f2}]`). A single-element
    /// address is [`Operand::Addr`].
    Bracket(Vec<Operand>),
}

/// One PTX instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PtxInst {
    /// `@%p` / `@!%p` guard: register and whether it is negated.
    pub guard: Option<(Reg, bool)>,
    /// The mnemonic.
    pub op: Mnemonic,
    /// Operands in PTX order (destinations first).
    pub operands: Vec<Operand>,
}

impl PtxInst {
    /// True for a statement-level directive kept in place among the
    /// instructions rather than an executable instruction: its mnemonic is
    /// the single part `.pragma` (operand: the quoted string as
    /// `Operand::Sym`), `.branchtargets` (operands: `Operand::Label`s; the
    /// block it starts is what `brx.idx` names), `.calltargets` (function
    /// `Sym`s) or `.callprototype` (one `Sym` holding the prototype text,
    /// e.g. `(.param .b32 _) _ (.param .b64 _)`; the block it starts is what
    /// an indirect `call` names).
    pub fn is_directive(&self) -> bool {
        matches!(
            self.op.op(),
            crate::PtxOp::Directive | crate::PtxOp::Pragma | crate::PtxOp::BranchTargets
        )
    }
}

/// A declaration of memory (`.shared`, `.local`, `.global`, `.const`,
/// `.param`) at module level or inside a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarDecl {
    /// State space.
    pub space: Space,
    /// `.visible`, `.extern`, `.weak` or none.
    pub linkage: Option<String>,
    /// `.align N` (0 when absent).
    pub align: u32,
    /// Element type.
    pub ty: PtxType,
    /// Name.
    pub name: String,
    /// Array dimensions; `None` for `[]` (extern shared).
    pub dims: Vec<Option<u64>>,
    /// Initializer, flattened element by element.
    pub init: Option<Vec<Init>>,
}

impl VarDecl {
    /// Bytes the variable occupies (0 for unsized arrays).
    pub fn size(&self) -> u64 {
        self.dims.iter().fold(self.ty.bytes() as u64, |acc, d| {
            acc.saturating_mul(d.unwrap_or(0))
        })
    }
}

/// One initializer element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// Integer bits.
    Int(u64),
    /// f32 bits.
    F32(u32),
    /// f64 bits.
    F64(u64),
    /// Address of a symbol plus offset (`generic(sym)+4` when generic).
    Sym {
        /// Symbol.
        name: String,
        /// Byte offset.
        offset: i64,
        /// Written as `generic(sym)`.
        generic: bool,
    },
    /// One byte of an address, in a `.u8` array (PTX 7.1's mask
    /// operator: `0xFF00(sym)` is byte 1 of `sym`'s address), for an
    /// address at an unaligned offset or narrowed to fewer bytes.
    Masked {
        /// Which byte, 0 the least significant.
        byte: u8,
        /// The address (an [`Init::Sym`]).
        sym: Box<Init>,
    },
}

impl Init {
    /// Whether writing this initializer needs PTX 7.1's mask operator.
    pub fn is_masked(&self) -> bool {
        matches!(self, Init::Masked { .. })
    }
}

/// A statement in a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// An instruction.
    Inst(PtxInst),
    /// A variable declared inside the body (`.param` of a call sequence,
    /// `.local` arrays, demoted `.shared`).
    Decl(VarDecl),
    /// `{` opening a nested scope (call sequences).
    ScopeBegin,
    /// `}` closing it.
    ScopeEnd,
}

/// A block: an optional label and its statements.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxBlockData {
    /// The label (without the colon); printed blocks without one get `$L__BBn`.
    pub label: Option<String>,
    /// Statements.
    pub stmts: Vec<Stmt>,
}

/// A parameter of an entry or function (`.param .u64 name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxParam {
    /// Type (`.b8` for byte arrays).
    pub ty: PtxType,
    /// Name.
    pub name: String,
    /// `.align N` (0 when absent).
    pub align: u32,
    /// Array length for `.b8 name[16]` aggregates.
    pub array: Option<u64>,
    /// `.ptr.<space>.align N` attribute of kernel pointer params.
    pub ptr: Option<(Space, u32)>,
    /// For `.func` parameters written as registers (`.reg .b32 x`).
    pub is_reg: bool,
}

/// Performance-tuning directives of an entry (PTX ISA §11.4).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxDirectives {
    /// `.maxntid`.
    pub maxntid: Option<Vec<u32>>,
    /// `.reqntid`.
    pub reqntid: Option<Vec<u32>>,
    /// `.minnctapersm`.
    pub minnctapersm: Option<u32>,
    /// `.maxnreg`.
    pub maxnreg: Option<u32>,
    /// `.maxclusterrank`.
    pub maxclusterrank: Option<u32>,
    /// `.reqnctapercluster`.
    pub reqnctapercluster: Option<Vec<u32>>,
    /// `.noreturn` and other single-word directives, kept verbatim.
    pub other: Vec<String>,
}

/// A kernel (`.entry`) or device function (`.func`).
#[derive(Clone, Debug, Default)]
pub struct PtxFunction {
    /// Name.
    pub name: String,
    /// `.entry` rather than `.func`.
    pub is_entry: bool,
    /// `.visible`, `.extern`, `.weak`, or none.
    pub linkage: Option<String>,
    /// Return parameters (`.func (.param .b32 r) f(...)`).
    pub rets: Vec<PtxParam>,
    /// Parameters.
    pub params: Vec<PtxParam>,
    /// Directives.
    pub directives: PtxDirectives,
    /// Declared registers.
    pub regs: PrimaryMap<Reg, RegData>,
    /// Blocks.
    pub blocks: PrimaryMap<PBlock, PtxBlockData>,
    /// Block order.
    pub layout: Vec<PBlock>,
    /// True for a prototype without a body (`.extern .func`).
    pub is_decl: bool,
}

impl PtxFunction {
    /// Declares a new register of type `ty` with a given name.
    pub fn new_reg(&mut self, ty: PtxType, name: impl Into<String>) -> Reg {
        self.regs.push(RegData {
            ty,
            name: name.into(),
        })
    }

    /// Adds a block at the end of the layout.
    pub fn new_block(&mut self, label: Option<String>) -> PBlock {
        let b = self.blocks.push(PtxBlockData {
            label,
            stmts: Vec::new(),
        });
        self.layout.push(b);
        b
    }

    /// Instructions of the function in layout order.
    pub fn insts(&self) -> impl Iterator<Item = (PBlock, &PtxInst)> {
        self.layout.iter().flat_map(move |&b| {
            self.blocks[b].stmts.iter().filter_map(move |s| match s {
                Stmt::Inst(i) => Some((b, i)),
                _ => None,
            })
        })
    }

    /// The register class of a register.
    pub fn reg_class(&self, r: Reg) -> RegClass {
        self.regs[r].ty.reg_class()
    }
}

/// A PTX module.
#[derive(Clone, Debug, Default)]
pub struct PtxModule {
    /// `.version major.minor`.
    pub version: (u32, u32),
    /// `.target` entries (`sm_80`, optionally `texmode_independent`, `debug`).
    pub target: Vec<String>,
    /// `.address_size` (64).
    pub address_size: u32,
    /// Module-level variables.
    pub globals: Vec<VarDecl>,
    /// Functions and kernels, in order.
    pub funcs: Vec<PtxFunction>,
    /// File-scope inline assembly from the input, printed verbatim after
    /// the header (the parser reads such text as ordinary PTX instead).
    pub asm: Vec<String>,
}

impl PtxModule {
    /// Finds a function by name.
    pub fn func(&self, name: &str) -> Option<&PtxFunction> {
        self.funcs.iter().find(|f| f.name == name)
    }
}

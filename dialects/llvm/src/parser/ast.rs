//! The syntax tree the parser builds.

use rustc_hash::FxHashMap;

use dialects::ir::*;

/// A type as written: a value type, `void`, or something only valid as a
/// pointee (function types, opaque structs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PTy {
    /// A first-class or aggregate type.
    Val(Type),
    /// `void`.
    Void,
    /// Function type, `label`, `metadata`, `token` or opaque struct.
    Other,
}

/// A constant as written.
#[derive(Clone, Debug)]
pub enum ConstAst {
    /// Integer (bit pattern, already truncated to nothing; sign kept by i128).
    Int(i128),
    /// Float literal text (decimal or hex forms).
    Float(String),
    /// `null`.
    Null,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// `none` (token type).
    None,
    /// Vector, array or struct members with their types.
    Aggregate(Vec<Operand>),
    /// `c"..."`.
    Bytes(Vec<u8>),
    /// `splat (T v)`.
    Splat(Box<Operand>),
    /// `@name`.
    Global(String),
    /// A constant expression.
    Expr(Box<ExprAst>),
}

/// A constant expression.
#[derive(Clone, Debug)]
pub enum ExprAst {
    /// `getelementptr [inbounds] (T, ptr base, idx...)`.
    Gep {
        /// Source element type.
        src: Type,
        /// inbounds.
        inbounds: bool,
        /// Base pointer and indices.
        ops: Vec<Operand>,
    },
    /// A cast `op (T v to T2)`.
    Cast(Opcode, Operand, Type),
    /// A binary op (`add`, `sub`, ...) of old-style constant expressions.
    Binary(Opcode, Operand, Operand),
}

/// A value reference as written.
#[derive(Clone, Debug)]
pub enum ValAst {
    /// `%name`.
    Local(String),
    /// A constant (including `@global`).
    Const(ConstAst),
    /// Inline asm callee or metadata argument.
    Asm(Box<AsmData>),
    /// `metadata ...` argument: the string of `metadata !"text"`, which
    /// constrained floating-point intrinsics read; other forms are
    /// skipped.
    Metadata(Option<String>),
}

/// A typed operand.
#[derive(Clone, Debug)]
pub struct Operand {
    /// The written type.
    pub ty: Type,
    /// The value.
    pub val: ValAst,
    /// Byte offset of the value.
    pub pos: usize,
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct InstAst {
    /// `%name =`, if any.
    pub result: Option<String>,
    /// Byte offset of the instruction keyword.
    pub pos: usize,
    /// What it is.
    pub kind: InstKind,
    /// Metadata attachments: (kind, node id).
    pub md: Vec<(String, String)>,
}

/// Kinds of instructions.
#[derive(Clone, Debug)]
pub enum InstKind {
    /// Binary operation (int or float) with its flags.
    Binary(Opcode, Attrs, Type, ValAst, ValAst, usize),
    /// fneg.
    FNeg(FastMath, Operand),
    /// icmp.
    ICmp(IntPred, Operand, ValAst, usize),
    /// fcmp.
    FCmp(FloatPred, FastMath, Operand, ValAst, usize),
    /// select.
    Select(FastMath, Operand, Operand, Operand),
    /// Cast to a type.
    Cast(Opcode, IntFlags, FastMath, Operand, Type),
    /// freeze.
    Freeze(Operand),
    /// phi: type and (value, value offset, label) pairs.
    Phi(Type, Vec<(ValAst, usize, String)>),
    /// getelementptr.
    Gep {
        /// inbounds.
        inbounds: bool,
        /// Source element type.
        src: Type,
        /// Base then indices.
        ops: Vec<Operand>,
    },
    /// load.
    Load(Type, Operand, MemAttrs),
    /// store.
    Store(Operand, Operand, MemAttrs),
    /// alloca: element type, count, align, address space.
    Alloca(Type, Option<Operand>, u32, u32),
    /// atomicrmw.
    /// `atomicrmw [elementwise]`: attributes, pointer, value, and whether
    /// only each lane need be atomic.
    Rmw(RmwAttrs, Operand, Operand, bool),
    /// cmpxchg.
    CmpXchg(CmpXchgAttrs, Operand, Operand, Operand),
    /// fence.
    Fence(Ordering, Scope),
    /// extractelement.
    ExtractElement(Operand, Operand),
    /// insertelement.
    InsertElement(Operand, Operand, Operand),
    /// shufflevector.
    Shuffle(Operand, Operand, Operand),
    /// extractvalue.
    ExtractValue(Operand, Vec<u32>),
    /// insertvalue.
    InsertValue(Operand, Operand, Vec<u32>),
    /// call: return type (None = void), callee, args, fast-math, convergent.
    Call {
        /// Return type.
        ret: Option<Type>,
        /// Callee.
        callee: ValAst,
        /// Offset of the callee.
        callee_pos: usize,
        /// The arguments passed `byval` at the call site: index, pointee
        /// type, alignment and offset.
        byval_args: Vec<(usize, Type, u32, usize)>,
        /// Arguments.
        args: Vec<Operand>,
        /// Each argument's `align` attribute (0 when it has none): LLVM 21
        /// gives the masked accesses their alignment this way.
        arg_aligns: Vec<u32>,
        /// Fast-math flags.
        fmf: FastMath,
        /// convergent (inline).
        convergent: bool,
        /// Attribute groups of the call site.
        groups: Vec<String>,
        /// The number of fixed parameters when the call names a variadic
        /// function type (`call i32 (ptr, ...) %f(...)`).
        fixed: Option<usize>,
    },
    /// va_arg: the `va_list` operand and the type read.
    VaArg(Operand, Type),
    /// br label.
    Br(String, usize),
    /// br i1 cond.
    CondBr(Operand, String, usize, String, usize),
    /// switch: value, default, cases.
    Switch(Operand, String, usize, Vec<(Operand, String, usize)>),
    /// ret.
    Ret(Option<Operand>),
    /// unreachable.
    Unreachable,
}

/// A basic block.
#[derive(Clone, Debug)]
pub struct BlockAst {
    /// Label (explicit or implicit number).
    pub name: String,
    /// Offset of the label or first instruction.
    pub pos: usize,
    /// Instructions.
    pub insts: Vec<InstAst>,
}

/// A parameter.
#[derive(Clone, Debug)]
pub struct ParamAst {
    /// Type.
    pub ty: Type,
    /// Attributes.
    pub attrs: ParamAttrs,
    /// Name, if written.
    pub name: Option<String>,
}

/// A function definition or declaration.
#[derive(Clone, Debug)]
pub struct FuncAst {
    /// Name.
    pub name: String,
    /// Offset of the name.
    pub pos: usize,
    /// Return type.
    pub ret: Option<Type>,
    /// Parameters.
    pub params: Vec<ParamAst>,
    /// Variadic.
    pub variadic: bool,
    /// Linkage.
    pub linkage: Linkage,
    /// `ptx_kernel` calling convention.
    pub ptx_kernel: bool,
    /// Attribute groups referenced.
    pub groups: Vec<String>,
    /// Inline function attributes (word or key=value).
    pub fn_attrs: Vec<(String, Option<String>)>,
    /// Blocks; `None` for declarations.
    pub blocks: Option<Vec<BlockAst>>,
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalAst {
    /// Name.
    pub name: String,
    /// Offset.
    pub pos: usize,
    /// Content type.
    pub ty: Type,
    /// Address space.
    pub addrspace: u32,
    /// Linkage.
    pub linkage: Linkage,
    /// `constant`.
    pub is_const: bool,
    /// Initializer.
    pub init: Option<Operand>,
    /// Alignment.
    pub align: u32,
    /// `externally_initialized`.
    pub ext_init: bool,
}

/// `@name = ... alias T, ptr @target`: another name for a global or
/// function.
#[derive(Clone, Debug)]
pub struct AliasAst {
    /// Name.
    pub name: String,
    /// Offset.
    pub pos: usize,
    /// The aliasee as written.
    pub target: Operand,
}

/// A metadata item.
#[derive(Clone, Debug)]
pub enum MdItem {
    /// `!12`.
    Ref(String),
    /// `!"text"`.
    Str(String),
    /// `T value`.
    Value(Operand),
    /// `null`.
    Null,
    /// An inline node `!{...}`.
    Node(Vec<MdItem>),
    /// A specialized node like `!DILocation(...)`, skipped.
    Special,
}

/// A whole module as written.
#[derive(Default, Debug)]
pub struct ModuleAst {
    /// `source_filename`.
    pub source_filename: Option<String>,
    /// Target triple and its offset.
    pub triple: Option<(String, usize)>,
    /// Data layout and its offset.
    pub datalayout: Option<(String, usize)>,
    /// Globals.
    pub globals: Vec<GlobalAst>,
    /// Functions.
    pub funcs: Vec<FuncAst>,
    /// Aliases.
    pub aliases: Vec<AliasAst>,
    /// Attribute groups `#N`.
    pub attr_groups: FxHashMap<String, Vec<(String, Option<String>)>>,
    /// Numbered metadata nodes.
    pub md_nodes: FxHashMap<String, Vec<MdItem>>,
    /// Named metadata: name -> node ids.
    pub named_md: FxHashMap<String, Vec<String>>,
    /// `module asm "..."` lines, in order.
    pub asm: Vec<String>,
}

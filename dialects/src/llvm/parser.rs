//! Parser from LLVM IR tokens to a syntax tree (`ModuleAst`).
//!
//! The tree keeps what the importer needs and skips the rest (debug info,
//! tbaa, unknown attributes). Types are resolved while parsing: named struct
//! types are looked up lazily from a pre-scan, typed pointers become opaque
//! `Type::Ptr(addrspace)`. Every error carries the byte offset of the token
//! it concerns.

use rustc_hash::FxHashMap;

use super::lexer::{Tok, Token};
use crate::ir::*;

/// A parse error: byte offset and message.
pub type PErr = (usize, String);
/// Result of a parse step.
pub type PResult<T> = Result<T, PErr>;

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
    /// `metadata ...` argument (skipped by the importer).
    Metadata,
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
    Rmw(RmwAttrs, Operand, Operand),
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
        /// Arguments.
        args: Vec<Operand>,
        /// Fast-math flags.
        fmf: FastMath,
        /// convergent (inline).
        convergent: bool,
        /// Attribute groups of the call site.
        groups: Vec<String>,
    },
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
    /// Attribute groups `#N`.
    pub attr_groups: FxHashMap<String, Vec<(String, Option<String>)>>,
    /// Numbered metadata nodes.
    pub md_nodes: FxHashMap<String, Vec<MdItem>>,
    /// Named metadata: name -> node ids.
    pub named_md: FxHashMap<String, Vec<String>>,
}

/// The parser state.
pub struct Parser<'a> {
    toks: &'a [Token],
    at: usize,
    /// Named type definitions: name -> token index of the body.
    type_defs: FxHashMap<String, usize>,
    resolved: FxHashMap<String, PTy>,
    resolving: Vec<String>,
    /// Name of a named type just read in pointee position (not resolved).
    pending_named: Option<String>,
    /// The pointee of the last typed pointer parsed: `byval` without a
    /// type (LLVM <= 11) takes it as its type.
    last_pointee: Option<Pointee>,
    /// Set when a `byval` without a type was read.
    untyped_byval: bool,
}

/// A typed pointer's pointee as written.
#[derive(Clone, Debug)]
enum Pointee {
    Val(Type),
    Named(String),
}

fn err<T>(pos: usize, msg: impl Into<String>) -> PResult<T> {
    Err((pos, msg.into()))
}

/// Describes a token for "found ..." in messages.
pub fn describe(t: &Tok) -> String {
    match t {
        Tok::Local(s) => format!("'%{s}'"),
        Tok::Global(s) => format!("'@{s}'"),
        Tok::Meta(s) => format!("'!{s}'"),
        Tok::MetaStr(s) => format!("'!\"{s}\"'"),
        Tok::AttrGroup(s) => format!("'#{s}'"),
        Tok::Label(s) => format!("label '{s}:'"),
        Tok::Ident(s) | Tok::Int(s) | Tok::Float(s) | Tok::Hex(s) => format!("'{s}'"),
        Tok::Str(_) => "a string".into(),
        Tok::CStr(_) => "a c-string".into(),
        Tok::Punct(c) => format!("'{c}'"),
        Tok::Ellipsis => "'...'".into(),
        Tok::Error(s) => format!("unexpected character '{s}'"),
        Tok::Eof => "end of file".into(),
    }
}

/// The message for a non-value type (`token`, `metadata`, a function
/// type...) where `what` was expected: tokens are a located `unsupported:`.
fn other_type_msg(first: &Tok, what: &str) -> String {
    match first {
        Tok::Ident(w) if w == "token" => "unsupported: token values".into(),
        Tok::Ident(w) if w == "metadata" => format!("expected {what}, found 'metadata'"),
        _ => format!("expected {what}"),
    }
}

const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
const SKIP_PREFIX_WORDS: &[&str] = &[
    "dso_local",
    "dso_preemptable",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "unnamed_addr",
    "local_unnamed_addr",
    "thread_local",
    "fastcc",
    "ccc",
    "coldcc",
    "ptx_device",
];

fn linkage_of(w: &str) -> Linkage {
    match w {
        "private" | "internal" => Linkage::Internal,
        "common" => Linkage::Common,
        "weak" | "weak_odr" | "linkonce" | "linkonce_odr" | "extern_weak" => Linkage::Weak,
        _ => Linkage::External,
    }
}

impl<'a> Parser<'a> {
    /// A parser over `toks` (which must end with `Tok::Eof`).
    pub fn new(toks: &'a [Token]) -> Self {
        let mut type_defs = FxHashMap::default();
        // Pre-scan `%name = type ...` so types can be used before their definition.
        for i in 0..toks.len().saturating_sub(2) {
            if let (Tok::Local(n), Tok::Punct('='), Tok::Ident(k)) =
                (&toks[i].tok, &toks[i + 1].tok, &toks[i + 2].tok)
            {
                if k == "type" {
                    type_defs.insert(n.clone(), i + 3);
                }
            }
        }
        Parser {
            toks,
            at: 0,
            type_defs,
            resolved: FxHashMap::default(),
            resolving: Vec::new(),
            pending_named: None,
            last_pointee: None,
            untyped_byval: false,
        }
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.at.min(self.toks.len() - 1)].tok
    }
    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.at + n).min(self.toks.len() - 1)].tok
    }
    fn pos(&self) -> usize {
        self.toks[self.at.min(self.toks.len() - 1)].pos
    }
    fn bump(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.at < self.toks.len() - 1 {
            self.at += 1;
        }
        t
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == w)
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }
    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expected<T>(&self, what: &str) -> PResult<T> {
        err(
            self.pos(),
            format!("expected {what}, found {}", describe(self.peek())),
        )
    }
    fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.expected(&format!("'{c}'"))
        }
    }
    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }
    fn word(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(s)
            }
            _ => self.expected("a keyword"),
        }
    }
    fn uint(&mut self) -> PResult<u64> {
        match self.peek().clone() {
            Tok::Int(s) => match s.parse::<u64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => err(
                    self.pos(),
                    format!("expected an unsigned integer, found '{s}'"),
                ),
            },
            _ => self.expected("an unsigned integer"),
        }
    }
    fn u32_val(&mut self) -> PResult<u32> {
        let p = self.pos();
        let v = self.uint()?;
        u32::try_from(v).or_else(|_| err(p, format!("value {v} is too large")))
    }
    /// An alignment: LLVM allows up to 2^32, one more than the nvvm
    /// dialect's `u32` alignments can hold.
    fn align_val(&mut self) -> PResult<u32> {
        let p = self.pos();
        let v = self.uint()?;
        u32::try_from(v).or_else(|_| err(p, format!("unsupported: alignment {v}")))
    }
    fn string(&mut self) -> PResult<Vec<u8>> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(s)
            }
            _ => self.expected("a string"),
        }
    }
    /// Skips a balanced `( ... )` group starting at the current '('.
    fn skip_parens(&mut self) -> PResult<()> {
        let start = self.pos();
        self.expect_punct('(')?;
        let mut depth = 1;
        while depth > 0 {
            match self.bump() {
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => depth -= 1,
                Tok::Eof => return err(start, "unbalanced '(': expected ')' before end of file"),
                _ => {}
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- types

    /// Parses a type that must be a value type.
    pub fn ty(&mut self) -> PResult<Type> {
        let p = self.pos();
        match self.pty()? {
            PTy::Val(t) => Ok(t),
            PTy::Void => err(p, "expected a value type, found 'void'"),
            PTy::Other => err(p, "expected a value type"),
        }
    }

    /// Parses any type, including pointer suffixes of typed pointers.
    pub fn pty(&mut self) -> PResult<PTy> {
        self.pty_inner(true)
    }

    /// Parses a type; `allow_fn` says whether `T (args)` function types may
    /// follow (not in call return position, where the list is the callee's
    /// explicit signature).
    fn pty_inner(&mut self, allow_fn: bool) -> PResult<PTy> {
        let p = self.pos();
        self.pending_named = None;
        let mut t = self.base_ty()?;
        loop {
            let pointee = || match (t, self.pending_named.clone()) {
                (PTy::Val(v), _) => Some(Pointee::Val(v)),
                (_, Some(n)) => Some(Pointee::Named(n)),
                _ => None,
            };
            if self.is_punct('*') {
                self.last_pointee = pointee();
                self.bump();
                t = PTy::Val(Type::Ptr(0));
                self.pending_named = None;
            } else if self.is_word("addrspace") && matches!(self.peek_at(4), Tok::Punct('*')) {
                self.last_pointee = pointee();
                let a = self.addrspace()?;
                self.expect_punct('*')?;
                t = PTy::Val(Type::Ptr(a));
                self.pending_named = None;
            } else if allow_fn && self.is_punct('(') {
                // A function type: only usable as a pointee.
                self.bump();
                while !self.eat_punct(')') {
                    if self.peek() == &Tok::Ellipsis {
                        self.bump();
                    } else {
                        self.pty()?;
                        while self.param_attr_word() {}
                    }
                    if !self.is_punct(')') {
                        self.expect_punct(',')?;
                    }
                    if matches!(self.peek(), Tok::Eof) {
                        return err(p, "unterminated function type");
                    }
                }
                t = PTy::Other;
            } else {
                break;
            }
        }
        Ok(t)
    }

    fn addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect_punct('(')?;
        let a = self.u32_val()?;
        self.expect_punct(')')?;
        Ok(a)
    }

    fn base_ty(&mut self) -> PResult<PTy> {
        let p = self.pos();
        match self.peek().clone() {
            Tok::Ident(w) => {
                self.bump();
                Ok(match w.as_str() {
                    "void" => PTy::Void,
                    "half" => PTy::Val(Type::F16),
                    "bfloat" => PTy::Val(Type::BF16),
                    "float" => PTy::Val(Type::F32),
                    "double" => PTy::Val(Type::F64),
                    "ptr" => {
                        if self.is_word("addrspace") {
                            PTy::Val(Type::Ptr(self.addrspace()?))
                        } else {
                            PTy::Val(Type::Ptr(0))
                        }
                    }
                    "label" | "metadata" | "token" | "opaque" => PTy::Other,
                    "target" if self.is_punct('(') => {
                        return err(p, "unsupported: target extension types")
                    }
                    "x86_fp80" | "fp128" | "ppc_fp128" | "x86_mmx" | "x86_amx" => {
                        return err(p, format!("unsupported: type '{w}' on nvptx"))
                    }
                    _ if w.starts_with('i') && w[1..].chars().all(|c| c.is_ascii_digit()) => {
                        match w[1..].parse::<u16>() {
                            Ok(b) if (1..=128).contains(&b) => PTy::Val(Type::Int(b)),
                            _ => {
                                return err(
                                    p,
                                    format!(
                                "unsupported: integer type '{w}' (widths 1 to 128 are supported)"
                            ),
                                )
                            }
                        }
                    }
                    _ => return err(p, format!("expected a type, found '{w}'")),
                })
            }
            Tok::Punct('<') => {
                self.bump();
                if self.is_punct('{') {
                    let t = self.struct_body(true)?;
                    self.expect_punct('>')?;
                    return Ok(t);
                }
                if self.eat_word("vscale") {
                    return err(p, "unsupported: scalable vectors");
                }
                let n = self.u32_val()?;
                self.expect_word("x")?;
                let e = self.ty()?;
                self.expect_punct('>')?;
                if n == 0 {
                    return err(p, "vector types need at least one lane");
                }
                Ok(PTy::Val(Type::vector(e, n)))
            }
            Tok::Punct('[') => {
                self.bump();
                let n = self.uint()?;
                self.expect_word("x")?;
                let e = self.pty()?;
                self.expect_punct(']')?;
                match e {
                    PTy::Val(e) => Ok(PTy::Val(Type::array(e, n))),
                    _ => err(p, "array element must be a value type"),
                }
            }
            Tok::Punct('{') => self.struct_body(false),
            Tok::Local(name) => {
                self.bump();
                // A named type used only as a pointee need not be resolved
                // (this is what makes recursive structs work).
                if self.is_punct('*') || self.is_word("addrspace") {
                    self.pending_named = Some(name);
                    return Ok(PTy::Other);
                }
                self.named_type(&name, p)
            }
            _ => self.expected("a type"),
        }
    }

    fn struct_body(&mut self, packed: bool) -> PResult<PTy> {
        self.expect_punct('{')?;
        let mut fields = Vec::new();
        if !self.eat_punct('}') {
            loop {
                fields.push(self.ty()?);
                if self.eat_punct('}') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(PTy::Val(Type::structure(fields, packed)))
    }

    fn named_type(&mut self, name: &str, p: usize) -> PResult<PTy> {
        if let Some(t) = self.resolved.get(name) {
            return Ok(*t);
        }
        let Some(&body) = self.type_defs.get(name) else {
            return err(p, format!("use of undefined type '%{name}'"));
        };
        if self.resolving.iter().any(|n| n == name) {
            return err(p, format!("type '%{name}' contains itself"));
        }
        self.resolving.push(name.to_string());
        let saved = self.at;
        self.at = body;
        let t = self.pty();
        self.at = saved;
        self.resolving.pop();
        let t = t?;
        self.resolved.insert(name.to_string(), t);
        Ok(t)
    }

    // ------------------------------------------------------------ constants

    /// Parses a value of type `ty`.
    pub fn value(&mut self, ty: Type) -> PResult<ValAst> {
        match self.peek().clone() {
            Tok::Local(n) => {
                self.bump();
                Ok(ValAst::Local(n))
            }
            _ => Ok(ValAst::Const(self.constant(ty)?)),
        }
    }

    /// Parses `T v`.
    pub fn operand(&mut self) -> PResult<Operand> {
        let ty = self.ty()?;
        let pos = self.pos();
        let val = self.value(ty)?;
        Ok(Operand { ty, val, pos })
    }

    fn constant(&mut self, ty: Type) -> PResult<ConstAst> {
        let p = self.pos();
        let t = self.bump();
        Ok(match t {
            Tok::Int(s) => match s.parse::<i128>() {
                Ok(v) => ConstAst::Int(v),
                Err(_) => match s.parse::<u128>() {
                    Ok(v) => ConstAst::Int(v as i128),
                    Err(_) => return err(p, format!("integer constant '{s}' is too large")),
                },
            },
            Tok::Float(s) => ConstAst::Float(s),
            Tok::Hex(s) => {
                if ty.is_int() || s.starts_with('u') || s.starts_with('s') {
                    let neg = s.starts_with('-');
                    let digits = s
                        .trim_start_matches('-')
                        .trim_start_matches(['u', 's'])
                        .trim_start_matches("0x");
                    match u128::from_str_radix(digits, 16) {
                        Ok(v) => ConstAst::Int(if neg {
                            (v as i128).wrapping_neg()
                        } else {
                            v as i128
                        }),
                        Err(_) => return err(p, format!("bad hexadecimal integer '{s}'")),
                    }
                } else {
                    ConstAst::Float(s)
                }
            }
            Tok::Ident(w) => match w.as_str() {
                "true" => ConstAst::Int(1),
                "false" => ConstAst::Int(0),
                "null" => ConstAst::Null,
                "undef" => ConstAst::Undef,
                "poison" => ConstAst::Poison,
                "zeroinitializer" => ConstAst::Zero,
                "none" => ConstAst::None,
                "inf" | "nan" | "qnan" | "snan" | "pinf" | "ninf" => ConstAst::Float(w),
                "splat" => {
                    self.expect_punct('(')?;
                    let o = self.operand()?;
                    self.expect_punct(')')?;
                    ConstAst::Splat(Box::new(o))
                }
                "getelementptr" => {
                    let inbounds = self.gep_flags();
                    self.expect_punct('(')?;
                    let src = self.ty()?;
                    let mut ops = Vec::new();
                    while self.eat_punct(',') {
                        self.eat_word("inrange");
                        if self.is_punct('(') {
                            self.skip_parens()?;
                        }
                        ops.push(self.operand()?);
                    }
                    self.expect_punct(')')?;
                    if ops.is_empty() {
                        return err(p, "getelementptr needs a base pointer");
                    }
                    ConstAst::Expr(Box::new(ExprAst::Gep { src, inbounds, ops }))
                }
                "blockaddress" | "dso_local_equivalent" | "no_cfi" | "ptrauth" => {
                    return err(p, format!("unsupported: constant '{w}'"))
                }
                _ => {
                    if let Some(op) = cast_opcode(&w) {
                        self.expect_punct('(')?;
                        let v = self.operand()?;
                        self.expect_word("to")?;
                        let to = self.ty()?;
                        self.expect_punct(')')?;
                        ConstAst::Expr(Box::new(ExprAst::Cast(op, v, to)))
                    } else if let Some(op) =
                        Opcode::from_name(&format!("nvvm.{w}")).filter(|o| o.is_binary())
                    {
                        while matches!(self.peek(), Tok::Ident(f) if ["nuw","nsw","exact","disjoint"].contains(&f.as_str()))
                        {
                            self.bump();
                        }
                        self.expect_punct('(')?;
                        let a = self.operand()?;
                        self.expect_punct(',')?;
                        let b = self.operand()?;
                        self.expect_punct(')')?;
                        ConstAst::Expr(Box::new(ExprAst::Binary(op, a, b)))
                    } else if UNLOWERED_CONST_EXPRS.contains(&w.as_str()) {
                        return err(p, format!("unsupported: constant expression '{w}'"));
                    } else {
                        return err(p, format!("expected a constant, found '{w}'"));
                    }
                }
            },
            Tok::Global(n) => ConstAst::Global(n),
            Tok::CStr(b) => ConstAst::Bytes(b),
            Tok::Punct(c @ ('<' | '[' | '{')) => {
                let packed = c == '<' && self.eat_punct('{');
                let close = match (c, packed) {
                    ('<', false) => '>',
                    ('[', _) => ']',
                    _ => '}',
                };
                let mut items = Vec::new();
                if !self.eat_punct(close) {
                    loop {
                        items.push(self.operand()?);
                        if self.eat_punct(close) {
                            break;
                        }
                        self.expect_punct(',')?;
                    }
                }
                if packed {
                    self.expect_punct('>')?;
                }
                ConstAst::Aggregate(items)
            }
            other => return err(p, format!("expected a value, found {}", describe(&other))),
        })
    }

    fn gep_flags(&mut self) -> bool {
        let mut inbounds = false;
        loop {
            if self.eat_word("inbounds") {
                inbounds = true;
            } else if self.eat_word("nuw") || self.eat_word("nusw") {
            } else if self.is_word("inrange") && matches!(self.peek_at(1), Tok::Punct('(')) {
                self.bump();
                let _ = self.skip_parens();
            } else {
                return inbounds;
            }
        }
    }

    // ----------------------------------------------------------- attributes

    /// Consumes one parameter/return attribute if present.
    fn param_attr_word(&mut self) -> bool {
        let mut sink = ParamAttrs::default();
        self.param_attr(&mut sink).unwrap_or(false)
    }

    fn param_attr(&mut self, a: &mut ParamAttrs) -> PResult<bool> {
        let w = match self.peek() {
            Tok::Ident(w) => w.clone(),
            Tok::Str(_) => {
                // "key"="value" string attribute.
                self.bump();
                if self.eat_punct('=') {
                    self.string()?;
                }
                return Ok(true);
            }
            _ => return Ok(false),
        };
        let with_paren = matches!(self.peek_at(1), Tok::Punct('('));
        match w.as_str() {
            "noalias" => a.noalias = true,
            "readonly" => a.readonly = true,
            "writeonly" => a.writeonly = true,
            "nocapture" => a.nocapture = true,
            "signext" => a.ext = Some(true),
            "zeroext" => a.ext = Some(false),
            "noundef" | "nonnull" | "inreg" | "returned" | "nofree" | "immarg" | "nest"
            | "swiftself" | "swifterror" | "readnone" | "dead_on_unwind" | "writable"
            | "dead_on_return" | "noext" => {}
            "align" => {
                self.bump();
                if self.eat_punct('(') {
                    a.align = self.align_val()?;
                    self.expect_punct(')')?;
                } else {
                    a.align = self.align_val()?;
                }
                return Ok(true);
            }
            "dereferenceable" | "dereferenceable_or_null" => {
                self.bump();
                self.expect_punct('(')?;
                let n = self.uint()?;
                self.expect_punct(')')?;
                if w == "dereferenceable" {
                    a.dereferenceable = n;
                }
                return Ok(true);
            }
            "byval" | "byref" | "sret" | "inalloca" | "preallocated" | "elementtype" => {
                self.bump();
                if self.eat_punct('(') {
                    let t = self.ty()?;
                    self.expect_punct(')')?;
                    if w == "byval" {
                        a.byval = Some(t);
                    }
                } else if w == "byval" {
                    // Typed-pointer byval without a type: the caller fills
                    // it in from the pointee.
                    a.byval = Some(Type::Int(8));
                    self.untyped_byval = true;
                }
                return Ok(true);
            }
            "captures" | "nofpclass" | "range" | "initializes" | "memory" | "alignstack"
            | "allocsize" | "vscale_range" | "uwtable" | "allockind" | "allocalign" => {
                if with_paren {
                    self.bump();
                    self.skip_parens()?;
                    if w == "captures" {
                        a.nocapture = true;
                    }
                    return Ok(true);
                }
                if w == "range" {
                    return Ok(false);
                }
            }
            _ => return Ok(false),
        }
        self.bump();
        // Some of these take arguments in newer LLVM (e.g. `dead_on_return(8)`).
        if self.is_punct('(') {
            self.skip_parens()?;
        }
        Ok(true)
    }

    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut a = ParamAttrs::default();
        while self.param_attr(&mut a)? {}
        Ok(a)
    }

    /// Function attributes up to `{`, `section`, etc.: words, `"k"="v"`, `#N`.
    /// With `lenient` (function headers and attribute groups, where nothing
    /// else can follow) unknown words are taken as attributes too, so
    /// attributes newer than this parser do not stop it.
    fn fn_attrs(
        &mut self,
        groups: &mut Vec<String>,
        out: &mut Vec<(String, Option<String>)>,
        lenient: bool,
    ) -> PResult<()> {
        loop {
            match self.peek().clone() {
                Tok::AttrGroup(g) => {
                    self.bump();
                    groups.push(g);
                }
                Tok::Str(k) => {
                    self.bump();
                    let v = if self.eat_punct('=') {
                        Some(String::from_utf8_lossy(&self.string()?).into_owned())
                    } else {
                        None
                    };
                    out.push((String::from_utf8_lossy(&k).into_owned(), v));
                }
                Tok::Ident(w) => {
                    if matches!(
                        w.as_str(),
                        "section"
                            | "partition"
                            | "gc"
                            | "comdat"
                            | "prefix"
                            | "prologue"
                            | "personality"
                            | "align"
                            | "addrspace"
                    ) {
                        self.bump();
                        match w.as_str() {
                            "section" | "partition" | "gc" => {
                                self.string()?;
                            }
                            "comdat" => {
                                if self.is_punct('(') {
                                    self.skip_parens()?;
                                }
                            }
                            "align" => {
                                self.uint()?;
                            }
                            "addrspace" => {
                                self.skip_parens()?;
                            }
                            _ => {
                                self.operand()?;
                            }
                        }
                        continue;
                    }
                    if matches!(self.peek_at(1), Tok::Punct('(')) {
                        self.bump();
                        self.skip_parens()?;
                        continue;
                    }
                    let top_level = matches!(
                        w.as_str(),
                        "define"
                            | "declare"
                            | "attributes"
                            | "target"
                            | "source_filename"
                            | "module"
                            | "uselistorder"
                    ) || w.starts_with('$');
                    if w == "unnamed_addr"
                        || w == "local_unnamed_addr"
                        || is_fn_attr_word(&w)
                        || lenient && !top_level
                    {
                        self.bump();
                        out.push((w, None));
                        continue;
                    }
                    return Ok(());
                }
                Tok::Meta(_) if matches!(self.peek_at(1), Tok::Meta(_)) => {
                    // `!dbg !12` on a definition.
                    self.bump();
                    self.bump();
                }
                _ => return Ok(()),
            }
        }
    }

    // -------------------------------------------------------------- module

    /// Parses a whole module.
    pub fn module(&mut self) -> PResult<ModuleAst> {
        let mut m = ModuleAst::default();
        loop {
            let p = self.pos();
            match self.peek().clone() {
                Tok::Eof => return Ok(m),
                Tok::Ident(w) => match w.as_str() {
                    "source_filename" => {
                        self.bump();
                        self.expect_punct('=')?;
                        m.source_filename = Some(String::from_utf8_lossy(&self.string()?).into_owned());
                    }
                    "target" => {
                        self.bump();
                        let which = self.word()?;
                        self.expect_punct('=')?;
                        let sp = self.pos();
                        let s = String::from_utf8_lossy(&self.string()?).into_owned();
                        match which.as_str() {
                            "triple" => m.triple = Some((s, sp)),
                            "datalayout" => m.datalayout = Some((s, sp)),
                            _ => return err(p, format!("expected 'triple' or 'datalayout', found '{which}'")),
                        }
                    }
                    "define" | "declare" => {
                        let f = self.function()?;
                        m.funcs.push(f);
                    }
                    "attributes" => {
                        self.bump();
                        let g = match self.bump() {
                            Tok::AttrGroup(g) => g,
                            t => return err(p, format!("expected '#N' after 'attributes', found {}", describe(&t))),
                        };
                        self.expect_punct('=')?;
                        self.expect_punct('{')?;
                        let mut groups = Vec::new();
                        let mut attrs = Vec::new();
                        loop {
                            self.fn_attrs(&mut groups, &mut attrs, true)?;
                            if self.eat_punct('}') {
                                break;
                            }
                            // Unknown word inside a group: skip it.
                            match self.peek() {
                                Tok::Ident(w) => {
                                    let w = w.clone();
                                    self.bump();
                                    attrs.push((w, None));
                                }
                                Tok::Punct('=') => {
                                    self.bump();
                                    self.bump();
                                }
                                _ => return self.expected("an attribute or '}'"),
                            }
                        }
                        m.attr_groups.insert(g, attrs);
                    }
                    "module" => {
                        self.bump();
                        self.expect_word("asm")?;
                        return err(p, "unsupported: module-level inline asm");
                    }
                    _ if w.starts_with('$') => {
                        // `$name = comdat any`: irrelevant on nvptx.
                        self.bump();
                        self.expect_punct('=')?;
                        self.expect_word("comdat")?;
                        self.word()?;
                    }
                    "uselistorder" | "uselistorder_bb" => self.skip_uselistorder()?,
                    _ => return err(p, format!("expected a top-level entity (define, declare, global, metadata), found '{w}'")),
                },
                Tok::Local(_) => {
                    // `%T = type ...` (already pre-scanned): skip the body.
                    self.bump();
                    self.expect_punct('=')?;
                    self.expect_word("type")?;
                    self.pty()?;
                }
                Tok::Global(name) => {
                    self.bump();
                    let g = self.global(name, p)?;
                    if let Some(g) = g {
                        m.globals.push(g);
                    }
                }
                Tok::Meta(name) => {
                    self.bump();
                    self.expect_punct('=')?;
                    if name.chars().all(|c| c.is_ascii_digit()) {
                        self.eat_word("distinct");
                        let items = self.md_node_or_special()?;
                        m.md_nodes.insert(name, items);
                    } else {
                        self.expect_punct('!')?;
                        self.expect_punct('{')?;
                        let mut ids = Vec::new();
                        if !self.eat_punct('}') {
                            loop {
                                match self.bump() {
                                    Tok::Meta(id) => ids.push(id),
                                    t => return err(self.pos(), format!("expected '!N', found {}", describe(&t))),
                                }
                                if self.eat_punct('}') {
                                    break;
                                }
                                self.expect_punct(',')?;
                            }
                        }
                        m.named_md.entry(name).or_default().extend(ids);
                    }
                }
                Tok::Punct('^') => self.skip_summary_entry()?,
                t => {
                    if let Tok::Error(_) = t {
                        return err(p, describe(&t));
                    }
                    return err(p, format!("expected a top-level entity, found {}", describe(&t)));
                }
            }
        }
    }

    /// Skips `uselistorder[_bb] ..., { i, j, ... }` (a use-list order hint).
    fn skip_uselistorder(&mut self) -> PResult<()> {
        let start = self.pos();
        self.bump();
        while !self.eat_punct('{') {
            if matches!(self.peek(), Tok::Eof | Tok::Punct('}')) {
                return err(start, "expected '{' with the use-list order indices");
            }
            self.bump();
        }
        while !self.eat_punct('}') {
            if matches!(self.peek(), Tok::Eof) {
                return err(start, "expected '}' to close the use-list order indices");
            }
            self.bump();
        }
        Ok(())
    }

    /// Skips a module summary entry `^N = kind: (...)` (ThinLTO): it says
    /// nothing about the code.
    fn skip_summary_entry(&mut self) -> PResult<()> {
        self.expect_punct('^')?;
        self.uint()?;
        self.expect_punct('=')?;
        // `module:` lexes as a label; `flags :` would be a word and a colon.
        if let Tok::Label(_) = self.peek() {
            self.bump();
        } else {
            self.word()?;
            self.expect_punct(':')?;
        }
        if self.is_punct('(') {
            self.skip_parens()
        } else {
            self.uint().map(|_| ())
        }
    }

    fn md_node_or_special(&mut self) -> PResult<Vec<MdItem>> {
        match self.peek().clone() {
            Tok::Punct('!') => {
                self.bump();
                self.md_node_body()
            }
            Tok::Meta(_) => {
                // `!DILocation(...)` and friends.
                self.bump();
                if self.is_punct('(') {
                    self.skip_parens()?;
                }
                Ok(vec![MdItem::Special])
            }
            _ => self.expected("a metadata node"),
        }
    }

    fn md_node_body(&mut self) -> PResult<Vec<MdItem>> {
        self.expect_punct('{')?;
        let mut items = Vec::new();
        if self.eat_punct('}') {
            return Ok(items);
        }
        loop {
            items.push(self.md_item()?);
            if self.eat_punct('}') {
                return Ok(items);
            }
            self.expect_punct(',')?;
        }
    }

    fn md_item(&mut self) -> PResult<MdItem> {
        match self.peek().clone() {
            Tok::Meta(id) => {
                self.bump();
                if self.is_punct('(') {
                    self.skip_parens()?;
                    return Ok(MdItem::Special);
                }
                Ok(MdItem::Ref(id))
            }
            Tok::MetaStr(s) => {
                self.bump();
                Ok(MdItem::Str(s))
            }
            Tok::Punct('!') => {
                self.bump();
                Ok(MdItem::Node(self.md_node_body()?))
            }
            Tok::Ident(w) if w == "null" => {
                self.bump();
                Ok(MdItem::Null)
            }
            _ => {
                let p = self.pos();
                match self.pty()? {
                    PTy::Val(ty) => {
                        let pos = self.pos();
                        let val = self.value(ty)?;
                        Ok(MdItem::Value(Operand { ty, val, pos }))
                    }
                    _ => {
                        // `void (...)* @f` in typed-pointer annotations.
                        match self.bump() {
                            Tok::Global(n) => Ok(MdItem::Value(Operand {
                                ty: Type::Ptr(0),
                                val: ValAst::Const(ConstAst::Global(n)),
                                pos: p,
                            })),
                            t => err(
                                p,
                                format!("expected a metadata value, found {}", describe(&t)),
                            ),
                        }
                    }
                }
            }
        }
    }

    fn global(&mut self, name: String, p: usize) -> PResult<Option<GlobalAst>> {
        self.expect_punct('=')?;
        let mut linkage = Linkage::External;
        let mut addrspace = 0;
        let mut ext_init = false;
        let mut declared_external = false;
        loop {
            match self.peek().clone() {
                Tok::Ident(w) if LINKAGES.contains(&w.as_str()) => {
                    self.bump();
                    declared_external |= w == "external" || w == "extern_weak";
                    linkage = linkage_of(&w);
                }
                Tok::Ident(w) if SKIP_PREFIX_WORDS.contains(&w.as_str()) => {
                    self.bump();
                    if w == "thread_local" && self.is_punct('(') {
                        self.skip_parens()?;
                    }
                }
                Tok::Ident(w) if w == "addrspace" => addrspace = self.addrspace()?,
                Tok::Ident(w) if w == "externally_initialized" => {
                    self.bump();
                    ext_init = true;
                }
                Tok::Ident(w) if w == "alias" || w == "ifunc" => {
                    return err(self.pos(), format!("unsupported: global {w}"))
                }
                _ => break,
            }
        }
        let is_const = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else {
            return self.expected("'global' or 'constant'");
        };
        let ty = self.ty()?;
        let init = if declared_external || !self.can_start_value() {
            None
        } else {
            let pos = self.pos();
            let val = self.value(ty)?;
            Some(Operand { ty, val, pos })
        };
        let mut align = 0;
        while self.eat_punct(',') {
            match self.peek().clone() {
                Tok::Ident(w) if w == "align" => {
                    self.bump();
                    align = self.align_val()?;
                }
                Tok::Ident(w) if w == "section" || w == "partition" => {
                    self.bump();
                    self.string()?;
                }
                Tok::Ident(w) if w == "comdat" => {
                    self.bump();
                    if self.is_punct('(') {
                        self.skip_parens()?;
                    }
                }
                Tok::Ident(w)
                    if w == "code_model"
                        || w == "sanitize_memtag"
                        || w == "no_sanitize_address" =>
                {
                    self.bump();
                    if matches!(self.peek(), Tok::Str(_)) {
                        self.bump();
                    }
                }
                Tok::Meta(_) => {
                    self.bump();
                    self.md_item()?;
                }
                _ => return self.expected("'align', 'section' or metadata after ','"),
            }
        }
        // Trailing group references on globals (`#0`).
        while matches!(self.peek(), Tok::AttrGroup(_)) {
            self.bump();
        }
        Ok(Some(GlobalAst {
            name,
            pos: p,
            ty,
            addrspace,
            linkage,
            is_const,
            init,
            align,
            ext_init,
        }))
    }

    fn can_start_value(&self) -> bool {
        match self.peek() {
            Tok::Int(_) | Tok::Float(_) | Tok::Hex(_) | Tok::CStr(_) | Tok::Global(_) => true,
            Tok::Punct('<' | '[' | '{') => true,
            Tok::Ident(w) => !matches!(w.as_str(), "align" | "section" | "comdat" | "partition"),
            _ => false,
        }
    }

    fn function(&mut self) -> PResult<FuncAst> {
        let is_def = self.word()? == "define";
        let mut linkage = Linkage::External;
        let mut ptx_kernel = false;
        loop {
            match self.peek().clone() {
                Tok::Ident(w) if LINKAGES.contains(&w.as_str()) => {
                    self.bump();
                    linkage = linkage_of(&w);
                }
                Tok::Ident(w) if SKIP_PREFIX_WORDS.contains(&w.as_str()) => {
                    self.bump();
                }
                Tok::Ident(w) if w == "ptx_kernel" => {
                    self.bump();
                    ptx_kernel = true;
                }
                Tok::Ident(w) if w == "cc" => {
                    self.bump();
                    let n = self.uint()?;
                    ptx_kernel |= n == 71;
                }
                Tok::Ident(w)
                    if w.starts_with("cc")
                        && w[2..].chars().all(|c| c.is_ascii_digit())
                        && w.len() > 2 =>
                {
                    self.bump();
                    ptx_kernel |= &w[2..] == "71";
                }
                // `declare !dbg !12 void @f()`: attachments of a declaration
                // come before its return type.
                Tok::Meta(_) if matches!(self.peek_at(1), Tok::Meta(_)) => {
                    self.bump();
                    self.bump();
                }
                _ => break,
            }
        }
        self.param_attrs()?;
        let rp = self.pos();
        let ret_word = self.peek().clone();
        let ret = self.pty()?;
        let pos = self.pos();
        let name = match self.bump() {
            Tok::Global(n) => n,
            t => {
                return err(
                    pos,
                    format!("expected a function name '@...', found {}", describe(&t)),
                )
            }
        };
        // Intrinsic declarations may use `token` and `metadata`: they are
        // never lowered themselves, and a call that needs such a value is
        // rejected where it is made.
        let intrinsic = name.starts_with("llvm.");
        let ret = match ret {
            PTy::Val(t) => Some(t),
            PTy::Void => None,
            PTy::Other if intrinsic => None,
            PTy::Other => return err(rp, other_type_msg(&ret_word, "a return type")),
        };
        self.expect_punct('(')?;
        let mut params = Vec::new();
        let mut variadic = false;
        if !self.eat_punct(')') {
            loop {
                if self.peek() == &Tok::Ellipsis {
                    self.bump();
                    variadic = true;
                    self.expect_punct(')')?;
                    break;
                }
                let tp = self.pos();
                let ty_word = self.peek().clone();
                let ty = match self.pty()? {
                    PTy::Val(t) => t,
                    // Placeholder for a `metadata`/`token` intrinsic parameter.
                    PTy::Other if intrinsic => Type::Int(1),
                    PTy::Other => return err(tp, other_type_msg(&ty_word, "a value type")),
                    PTy::Void => return err(tp, "expected a value type, found 'void'"),
                };
                let pointee = self.last_pointee.take();
                self.untyped_byval = false;
                let mut attrs = self.param_attrs()?;
                // Any other word before the name is an attribute newer
                // than this parser: skip it (with its argument list).
                while let Tok::Ident(_) = self.peek() {
                    self.bump();
                    if self.is_punct('(') {
                        self.skip_parens()?;
                    }
                    while self.param_attr(&mut attrs)? {}
                }
                if self.untyped_byval {
                    attrs.byval = Some(match pointee {
                        Some(Pointee::Val(t)) => t,
                        Some(Pointee::Named(n)) => match self.named_type(&n, tp)? {
                            PTy::Val(t) => t,
                            _ => return err(tp, format!("byval of opaque type '%{n}'")),
                        },
                        None => return err(tp, "byval needs a pointer parameter"),
                    });
                }
                let name = match self.peek().clone() {
                    Tok::Local(n) => {
                        self.bump();
                        Some(n)
                    }
                    _ => None,
                };
                params.push(ParamAst { ty, attrs, name });
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        let mut groups = Vec::new();
        let mut fn_attrs = Vec::new();
        self.fn_attrs(&mut groups, &mut fn_attrs, true)?;
        let blocks = if is_def { Some(self.body()?) } else { None };
        Ok(FuncAst {
            name,
            pos,
            ret,
            params,
            variadic,
            linkage,
            ptx_kernel,
            groups,
            fn_attrs,
            blocks,
        })
    }

    fn body(&mut self) -> PResult<Vec<BlockAst>> {
        self.expect_punct('{')?;
        let mut blocks: Vec<BlockAst> = Vec::new();
        loop {
            let p = self.pos();
            match self.peek().clone() {
                Tok::Punct('}') => {
                    self.bump();
                    break;
                }
                Tok::Eof => return err(p, "expected '}' to close the function body"),
                // `uselistorder T %v, { 1, 0 }` (use-list order hints, after
                // the last block): nothing to lower.
                Tok::Ident(w) if w == "uselistorder" || w == "uselistorder_bb" => {
                    self.skip_uselistorder()?;
                }
                Tok::Label(l) => {
                    self.bump();
                    blocks.push(BlockAst {
                        name: l,
                        pos: p,
                        insts: Vec::new(),
                    });
                }
                _ => {
                    if blocks.is_empty()
                        || blocks
                            .last()
                            .is_some_and(|b| b.insts.last().is_some_and(|i| is_terminator(&i.kind)))
                    {
                        // An implicit label: the next unnamed number. We
                        // name it "" here; the importer numbers it.
                        blocks.push(BlockAst {
                            name: String::new(),
                            pos: p,
                            insts: Vec::new(),
                        });
                    }
                    if let Some(i) = self.inst()? {
                        if let Some(b) = blocks.last_mut() {
                            b.insts.push(i);
                        }
                    }
                }
            }
        }
        Ok(blocks)
    }

    /// Parses one instruction (or a skipped debug record, returning None).
    fn inst(&mut self) -> PResult<Option<InstAst>> {
        let mut result = None;
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            self.expect_punct('=')?;
            result = Some(n);
        }
        if let Tok::Error(_) = self.peek() {
            return self.expected("an instruction");
        }
        // LLVM 19+ debug records: `#dbg_value(...)`.
        if let Tok::AttrGroup(g) = self.peek() {
            if g.starts_with("dbg_") {
                self.bump();
                self.skip_parens()?;
                return Ok(None);
            }
        }
        let pos = self.pos();
        let op = self.word().or_else(|_| self.expected("an instruction"))?;
        let kind = self.inst_kind(&op, pos)?;
        let mut md = Vec::new();
        while self.eat_punct(',') {
            match self.bump() {
                Tok::Meta(k) => {
                    let id = match self.peek().clone() {
                        Tok::Meta(id) => {
                            self.bump();
                            if self.is_punct('(') {
                                self.skip_parens()?;
                            }
                            id
                        }
                        Tok::Punct('!') => {
                            self.bump();
                            self.md_node_body()?;
                            String::new()
                        }
                        _ => return self.expected("a metadata node after the attachment name"),
                    };
                    md.push((k, id));
                }
                t => {
                    return err(
                        self.pos(),
                        format!(
                            "expected a metadata attachment after ',', found {}",
                            describe(&t)
                        ),
                    )
                }
            }
        }
        Ok(Some(InstAst {
            result,
            pos,
            kind,
            md,
        }))
    }

    fn fmf(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while let Tok::Ident(w) = self.peek() {
            match FastMath::bit(w) {
                Some(b) => {
                    f.0 |= b;
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    fn int_flags(&mut self) -> IntFlags {
        let mut f = IntFlags::default();
        while let Tok::Ident(w) = self.peek() {
            match IntFlags::NAMES.iter().find(|(_, n)| n == w) {
                Some((b, _)) => {
                    f.insert(*b);
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    fn label(&mut self) -> PResult<(String, usize)> {
        self.expect_word("label")?;
        let p = self.pos();
        match self.bump() {
            Tok::Local(n) => Ok((n, p)),
            t => err(
                p,
                format!("expected a label '%name', found {}", describe(&t)),
            ),
        }
    }

    fn align_opt(&mut self) -> PResult<u32> {
        if matches!(self.peek(), Tok::Punct(','))
            && matches!(self.peek_at(1), Tok::Ident(w) if w == "align")
        {
            self.bump();
            self.bump();
            return self.align_val();
        }
        Ok(0)
    }

    /// The rest of a load or store after its pointer: the scope and
    /// ordering of an atomic access, then `, align N`.
    fn mem_tail(&mut self, atomic: bool, volatile: bool) -> PResult<MemAttrs> {
        let mut mem = MemAttrs {
            volatile,
            ..Default::default()
        };
        if atomic {
            let (s, o) = self.scope_ordering()?;
            mem.scope = s;
            mem.ordering = Some(o);
        }
        mem.align = self.align_opt()?;
        Ok(mem)
    }

    fn scope_ordering(&mut self) -> PResult<(Scope, Ordering)> {
        let mut scope = Scope::System;
        if self.eat_word("syncscope") {
            self.expect_punct('(')?;
            let p = self.pos();
            let s = String::from_utf8_lossy(&self.string()?).into_owned();
            scope =
                Scope::from_keyword(&s).ok_or((p, format!("unsupported: syncscope(\"{s}\")")))?;
            self.expect_punct(')')?;
        }
        let o = self.ordering()?;
        Ok((scope, o))
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        let p = self.pos();
        let w = self.word()?;
        Ordering::from_keyword(&w).ok_or((p, format!("expected an atomic ordering, found '{w}'")))
    }

    fn inst_kind(&mut self, op: &str, pos: usize) -> PResult<InstKind> {
        use InstKind as K;
        if let Some(opc) = Opcode::from_name(&format!("nvvm.{op}")).filter(|o| o.is_binary()) {
            let attrs = if opc.is_float_binary() {
                Attrs::Float(self.fmf())
            } else {
                Attrs::Int(self.int_flags())
            };
            let ty = self.ty()?;
            let a = self.value(ty)?;
            self.expect_punct(',')?;
            let bp = self.pos();
            let b = self.value(ty)?;
            return Ok(K::Binary(opc, attrs, ty, a, b, bp));
        }
        if let Some(opc) = cast_opcode(op) {
            let flags = self.int_flags();
            let fmf = self.fmf();
            let v = self.operand()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(K::Cast(opc, flags, fmf, v, to));
        }
        Ok(match op {
            "fneg" => {
                let f = self.fmf();
                K::FNeg(f, self.operand()?)
            }
            "icmp" => {
                self.eat_word("samesign");
                let p = self.pos();
                let w = self.word()?;
                let pred = IntPred::from_keyword(&w)
                    .ok_or((p, format!("expected an icmp predicate, found '{w}'")))?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let bp = self.pos();
                let b = self.value(a.ty)?;
                K::ICmp(pred, a, b, bp)
            }
            "fcmp" => {
                let f = self.fmf();
                let p = self.pos();
                let w = self.word()?;
                let pred = FloatPred::from_keyword(&w)
                    .ok_or((p, format!("expected an fcmp predicate, found '{w}'")))?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let bp = self.pos();
                let b = self.value(a.ty)?;
                K::FCmp(pred, f, a, b, bp)
            }
            "select" => {
                let f = self.fmf();
                let c = self.operand()?;
                self.expect_punct(',')?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                K::Select(f, c, a, b)
            }
            "freeze" => K::Freeze(self.operand()?),
            "phi" => {
                self.fmf();
                let ty = self.ty()?;
                let mut inc = Vec::new();
                loop {
                    self.expect_punct('[')?;
                    let vp = self.pos();
                    let v = self.value(ty)?;
                    self.expect_punct(',')?;
                    let lp = self.pos();
                    let l = match self.bump() {
                        Tok::Local(n) => n,
                        t => {
                            return err(
                                lp,
                                format!("expected a block label '%name', found {}", describe(&t)),
                            )
                        }
                    };
                    self.expect_punct(']')?;
                    inc.push((v, vp, l));
                    if !(matches!(self.peek(), Tok::Punct(','))
                        && matches!(self.peek_at(1), Tok::Punct('[')))
                    {
                        break;
                    }
                    self.bump();
                }
                K::Phi(ty, inc)
            }
            "getelementptr" => {
                let inbounds = self.gep_flags();
                let src = self.ty()?;
                self.expect_punct(',')?;
                let mut ops = vec![self.operand()?];
                while matches!(self.peek(), Tok::Punct(','))
                    && !matches!(self.peek_at(1), Tok::Meta(_))
                {
                    self.bump();
                    self.eat_word("inrange");
                    ops.push(self.operand()?);
                }
                K::Gep { inbounds, src, ops }
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                K::Load(ty, ptr, self.mem_tail(atomic, volatile)?)
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let v = self.operand()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                K::Store(v, ptr, self.mem_tail(atomic, volatile)?)
            }
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                let mut align = 0;
                let mut aspace = 0;
                while matches!(self.peek(), Tok::Punct(','))
                    && !matches!(self.peek_at(1), Tok::Meta(_))
                {
                    self.bump();
                    if self.eat_word("align") {
                        align = self.align_val()?;
                    } else if self.is_word("addrspace") {
                        aspace = self.addrspace()?;
                    } else {
                        count = Some(self.operand()?);
                    }
                }
                K::Alloca(ty, count, align, aspace)
            }
            "atomicrmw" => {
                // `elementwise` (LLVM 22) makes only each lane atomic; one
                // atomic operation on the whole vector is a valid (stronger)
                // implementation, so the flag is dropped.
                let mut volatile = false;
                loop {
                    if self.eat_word("volatile") {
                        volatile = true;
                    } else if !self.eat_word("elementwise") {
                        break;
                    }
                }
                let p = self.pos();
                let w = self.word()?;
                let rop = match RmwOp::from_keyword(&w) {
                    Some(r) => r,
                    None if NEWER_RMW_OPS.contains(&w.as_str()) => {
                        return err(p, format!("unsupported: atomicrmw operation '{w}'"))
                    }
                    None => return err(p, format!("expected an atomicrmw operation, found '{w}'")),
                };
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let v = self.operand()?;
                let (scope, ordering) = self.scope_ordering()?;
                let align = self.align_opt()?;
                K::Rmw(
                    RmwAttrs {
                        op: rop,
                        ordering,
                        scope,
                        volatile,
                        align,
                    },
                    ptr,
                    v,
                )
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let c = self.operand()?;
                self.expect_punct(',')?;
                let n = self.operand()?;
                let (scope, success) = self.scope_ordering()?;
                let failure = self.ordering()?;
                let align = self.align_opt()?;
                K::CmpXchg(
                    CmpXchgAttrs {
                        success,
                        failure,
                        scope,
                        weak,
                        volatile,
                        align,
                    },
                    ptr,
                    c,
                    n,
                )
            }
            "fence" => {
                let (s, o) = self.scope_ordering()?;
                K::Fence(o, s)
            }
            "extractelement" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                K::ExtractElement(v, self.operand()?)
            }
            "insertelement" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                let x = self.operand()?;
                self.expect_punct(',')?;
                K::InsertElement(v, x, self.operand()?)
            }
            "shufflevector" => {
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                self.expect_punct(',')?;
                K::Shuffle(a, b, self.operand()?)
            }
            "extractvalue" => {
                let a = self.operand()?;
                K::ExtractValue(a, self.indices()?)
            }
            "insertvalue" => {
                let a = self.operand()?;
                self.expect_punct(',')?;
                let v = self.operand()?;
                K::InsertValue(a, v, self.indices()?)
            }
            "tail" | "musttail" | "notail" => {
                let p = self.pos();
                let w = self.word()?;
                if w != "call" {
                    return err(p, format!("expected 'call' after '{op}', found '{w}'"));
                }
                self.call()?
            }
            "call" => self.call()?,
            "br" => {
                if self.is_word("label") {
                    let (l, p) = self.label()?;
                    K::Br(l, p)
                } else {
                    let c = self.operand()?;
                    self.expect_punct(',')?;
                    let (a, ap) = self.label()?;
                    self.expect_punct(',')?;
                    let (b, bp) = self.label()?;
                    K::CondBr(c, a, ap, b, bp)
                }
            }
            "switch" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                let (d, dp) = self.label()?;
                self.expect_punct('[')?;
                let mut cases = Vec::new();
                while !self.eat_punct(']') {
                    let c = self.operand()?;
                    self.expect_punct(',')?;
                    let (l, lp) = self.label()?;
                    cases.push((c, l, lp));
                }
                K::Switch(v, d, dp, cases)
            }
            "ret" => {
                if self.eat_word("void") {
                    K::Ret(None)
                } else {
                    K::Ret(Some(self.operand()?))
                }
            }
            "unreachable" => K::Unreachable,
            "invoke" | "landingpad" | "resume" | "callbr" | "indirectbr" | "va_arg"
            | "catchswitch" | "catchpad" | "cleanuppad" | "catchret" | "cleanupret" => {
                return err(pos, format!("unsupported: instruction '{op}'"))
            }
            _ => return err(pos, format!("expected an instruction, found '{op}'")),
        })
    }

    fn indices(&mut self) -> PResult<Vec<u32>> {
        let mut idx = Vec::new();
        while matches!(self.peek(), Tok::Punct(',')) && matches!(self.peek_at(1), Tok::Int(_)) {
            self.bump();
            idx.push(self.u32_val()?);
        }
        if idx.is_empty() {
            return self.expected("an aggregate index");
        }
        Ok(idx)
    }

    fn call(&mut self) -> PResult<InstKind> {
        let fmf = self.fmf();
        // Calling convention and return attributes.
        loop {
            match self.peek().clone() {
                Tok::Ident(w) if SKIP_PREFIX_WORDS.contains(&w.as_str()) || w == "ptx_kernel" => {
                    self.bump();
                }
                Tok::Ident(w) if w == "cc" => {
                    self.bump();
                    self.uint()?;
                }
                _ => {
                    if !self.param_attr_word() {
                        break;
                    }
                }
            }
        }
        let rp = self.pos();
        let ret_word = self.peek().clone();
        let ret = match self.pty_inner(false)? {
            PTy::Val(t) => Some(t),
            PTy::Void => None,
            PTy::Other => return err(rp, other_type_msg(&ret_word, "a return type")),
        };
        // An explicit function type `(i8*, ...)` (with an optional `*`).
        if self.is_punct('(') {
            self.bump();
            while !self.eat_punct(')') {
                if self.peek() == &Tok::Ellipsis {
                    self.bump();
                } else {
                    self.pty()?;
                }
                if !self.is_punct(')') {
                    self.expect_punct(',')?;
                }
                if matches!(self.peek(), Tok::Eof) {
                    return self.expected("')'");
                }
            }
            self.eat_punct('*');
        }
        let callee_pos = self.pos();
        let callee = if self.eat_word("asm") {
            let mut side_effect = false;
            loop {
                if self.eat_word("sideeffect") {
                    side_effect = true;
                } else if !(self.eat_word("alignstack")
                    || self.eat_word("inteldialect")
                    || self.eat_word("unwind"))
                {
                    break;
                }
            }
            let template = String::from_utf8_lossy(&self.string()?).into_owned();
            self.expect_punct(',')?;
            let constraints = String::from_utf8_lossy(&self.string()?).into_owned();
            ValAst::Asm(Box::new(AsmData {
                template,
                constraints,
                side_effect,
                convergent: false,
            }))
        } else {
            match self.peek().clone() {
                Tok::Global(n) => {
                    self.bump();
                    ValAst::Const(ConstAst::Global(n))
                }
                Tok::Local(n) => {
                    self.bump();
                    ValAst::Local(n)
                }
                _ => ValAst::Const(self.constant(Type::Ptr(0))?),
            }
        };
        self.expect_punct('(')?;
        let mut args = Vec::new();
        if !self.eat_punct(')') {
            loop {
                let p = self.pos();
                match self.pty()? {
                    PTy::Val(ty) => {
                        self.param_attrs()?;
                        let pos = self.pos();
                        let val = self.value(ty)?;
                        args.push(Operand { ty, val, pos });
                    }
                    PTy::Other => {
                        // `metadata ...` argument (debug intrinsics).
                        self.md_item()?;
                        args.push(Operand {
                            ty: Type::Int(1),
                            val: ValAst::Metadata,
                            pos: p,
                        });
                    }
                    PTy::Void => return err(p, "expected an argument type, found 'void'"),
                }
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        let mut groups = Vec::new();
        let mut attrs = Vec::new();
        self.fn_attrs(&mut groups, &mut attrs, false)?;
        // Operand bundles `[ "name"(...) ]`.
        if self.eat_punct('[') {
            let mut depth = 1;
            while depth > 0 {
                match self.bump() {
                    Tok::Punct('[') => depth += 1,
                    Tok::Punct(']') => depth -= 1,
                    Tok::Eof => return self.expected("']'"),
                    _ => {}
                }
            }
        }
        let convergent = attrs.iter().any(|(k, _)| k == "convergent");
        Ok(InstKind::Call {
            ret,
            callee,
            callee_pos,
            args,
            fmf,
            convergent,
            groups,
        })
    }
}

fn is_fn_attr_word(w: &str) -> bool {
    matches!(
        w,
        "nounwind"
            | "readnone"
            | "readonly"
            | "writeonly"
            | "argmemonly"
            | "noinline"
            | "alwaysinline"
            | "optnone"
            | "norecurse"
            | "convergent"
            | "nofree"
            | "nosync"
            | "willreturn"
            | "mustprogress"
            | "speculatable"
            | "cold"
            | "hot"
            | "noreturn"
            | "inlinehint"
            | "minsize"
            | "optsize"
            | "nocallback"
            | "noduplicate"
            | "returns_twice"
            | "builtin"
            | "nobuiltin"
            | "noimplicitfloat"
            | "inaccessiblememonly"
            | "inaccessiblemem_or_argmemonly"
            | "naked"
            | "nomerge"
            | "null_pointer_is_valid"
            | "strictfp"
            | "ssp"
            | "sspreq"
            | "sspstrong"
            | "safestack"
            | "sanitize_address"
            | "sanitize_thread"
            | "sanitize_memory"
            | "speculative_load_hardening"
            | "noprofile"
            | "disable_sanitizer_instrumentation"
            | "nocf_check"
            | "shadowcallstack"
            | "mustprogress_"
            | "nocapture"
            | "noundef"
            | "noalias"
            | "presplitcoroutine"
            | "fn_ret_thunk_extern"
            | "skipprofile"
            | "nosanitize_coverage"
            | "nosanitize_bounds"
            | "coro_only_destroy_when_complete"
            | "nocreateundeforpoison"
            | "hybrid_patchable"
            | "sanitize_numerical_stability"
            | "sanitize_realtime"
            | "sanitize_realtime_blocking"
            | "nonlazybind"
            | "no_cfi"
            | "sanitize_hwaddress"
            | "sanitize_memtag"
            | "jumptable"
    )
}

/// `atomicrmw` operations of recent LLVM that `RmwOp` has no form for.
const NEWER_RMW_OPS: &[&str] = &[
    "fmaximum",
    "fminimum",
    "fmaximumnum",
    "fminimumnum",
    "usub_cond",
    "usub_sat",
];

/// Constant-expression keywords of LLVM 7 and later that the importer does
/// not lower (most were removed from LLVM since).
const UNLOWERED_CONST_EXPRS: &[&str] = &[
    "icmp",
    "fcmp",
    "select",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "fneg",
];

/// The cast opcode for an LLVM keyword.
pub fn cast_opcode(w: &str) -> Option<Opcode> {
    Some(match w {
        "trunc" => Opcode::Trunc,
        "zext" => Opcode::ZExt,
        "sext" => Opcode::SExt,
        "fptrunc" => Opcode::FPTrunc,
        "fpext" => Opcode::FPExt,
        "fptoui" => Opcode::FPToUI,
        "fptosi" => Opcode::FPToSI,
        "uitofp" => Opcode::UIToFP,
        "sitofp" => Opcode::SIToFP,
        "ptrtoint" => Opcode::PtrToInt,
        // LLVM 21+: the address bits of a pointer, without its provenance.
        // On nvptx64 the address is the whole pointer, so this is ptrtoint.
        "ptrtoaddr" => Opcode::PtrToInt,
        "inttoptr" => Opcode::IntToPtr,
        "bitcast" => Opcode::Bitcast,
        "addrspacecast" => Opcode::AddrSpaceCast,
        _ => return None,
    })
}

/// True for block-ending instructions.
pub fn is_terminator(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::Br(..)
            | InstKind::CondBr(..)
            | InstKind::Switch(..)
            | InstKind::Ret(_)
            | InstKind::Unreachable
    )
}

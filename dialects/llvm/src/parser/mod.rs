//! Parser from LLVM IR tokens to a syntax tree (`ModuleAst`).
//!
//! The tree keeps what the importer needs and skips the rest (debug info,
//! tbaa, unknown attributes). Types are resolved while parsing: named struct
//! types are looked up lazily from a pre-scan, typed pointers become opaque
//! `Type::Ptr(addrspace)`. Every error carries the byte offset of the token
//! it concerns.

use rustc_hash::FxHashMap;

use super::lexer::{Tok, Token};
use dialects::ir::*;

/// A parse error: byte offset and message.
pub type PErr = (usize, String);
/// Result of a parse step.
pub type PResult<T> = Result<T, PErr>;

mod ast;
mod attrs;
mod consts;
mod inst;
mod module;
mod types;

pub use ast::*;

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
    /// How deeply the type, constant or metadata being read is nested.
    depth: u32,
    /// The branch an `invoke` continues with, queued behind its call.
    then_branch: Option<InstAst>,
}

/// The deepest nesting of types, constant expressions and metadata nodes
/// read. The parser and every later walk over these trees recurse, so an
/// unbounded depth would overflow the stack; real IR stays far below this.
/// A named struct costs two levels (its name, then its body). 384 levels
/// overflowed a 2 MiB thread stack in a debug build; 200 leaves margin.
pub const MAX_NESTING: u32 = 200;

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
        // Multi-character errors are the lexer's own messages.
        Tok::Error(s) if s.chars().count() > 1 => s.clone(),
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
            depth: 0,
            then_branch: None,
        }
    }

    /// Runs `f` one nesting level deeper, refusing past [`MAX_NESTING`].
    fn nested<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return err(
                self.pos(),
                format!(
                    "{what} nested more than {MAX_NESTING} levels deep (types, constant \
                     expressions and metadata nodes may nest at most {MAX_NESTING} levels)"
                ),
            );
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
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
        // LLVM's own rules: a power of two, at most 2^32.
        if !v.is_power_of_two() {
            return err(p, format!("alignment is not a power of two: {v}"));
        }
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

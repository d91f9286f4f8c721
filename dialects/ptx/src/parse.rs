//! The PTX importer: PTX text to a [`PtxModule`].
//!
//! It reads what libNVVM, llc and warpsat's own printer emit and PTX
//! generally; every error is located (`file:line:col`, the line and a
//! caret) and no input makes it panic.
//!
//! Choices:
//! - **Debug information** (`.file`, `.loc`, `.section` with its braces,
//!   `@@DWARF` lines) is skipped.
//! - **Registers** are declared entities. `%r<15>` declares `%r0`..`%r14`
//!   (all of them, so the printer gives back the same range); using an
//!   undeclared register is an error. Registers declared in nested `{ }`
//!   scopes are hoisted to the function: a declaration that repeats a name
//!   of a closed sibling scope with the same type reuses that register
//!   (libNVVM's `{ .reg .b32 %temp; ... }`), one that shadows a visible
//!   register or changes its type gets a fresh name (`temp_1`). Names are
//!   stored without `%`; a register declared without `%` prints with one.
//!   `.reg` parameters of a `.func` are not body registers: they are
//!   operands `Operand::Sym(name)`.
//! - **Blocks**: a block starts at each label, and also after each
//!   `bra`/`brx`/`ret`/`exit` that is followed by more statements, so that a
//!   control transfer only ends a block (the new block has no label). A
//!   function whose first statement is a label gives that label to the
//!   entry block. Branch targets may be forward references; a `bra` or
//!   `.branchtargets` target that names no label, and a label defined twice,
//!   are errors.
//! - **Statement-level directives** are kept as [`PtxInst`]s for which
//!   [`PtxInst::is_directive`] holds: `.pragma "..."` (in place, e.g. loop
//!   heads' `"nounroll"` and `"used_bytes_mask ..."` before a load),
//!   `.branchtargets` (labels; the `brx.idx` operand is the `Label` of the
//!   block the labelled directive starts), `.calltargets` and
//!   `.callprototype` (kept; an indirect `call`'s prototype operand is the
//!   `Label` of the block the prototype's label starts). A `.pragma` between
//!   a function header and its body goes to `PtxDirectives::other` as
//!   `pragma "...";`, and so does a module-level `.pragma` for every
//!   function defined after it.
//! - **Operands**: `sym+4` outside brackets is `Operand::Sym("sym+4")`;
//!   decimal floats (`1.5`) are f64 immediates (PTX converts them to the
//!   instruction type); `-0f...` flips the sign bit; hex, octal, binary and
//!   `U`-suffixed integers are read as their value (bits above 63 wrap to a
//!   negative `i64`).
//! - **Initializers** are flattened; a nested brace group that is followed
//!   by another one is padded with zeros to its full size so element
//!   positions are kept; integers are truncated to the element width, float
//!   literals are converted to `.f32`/`.f64` element types.
//! - A function declared (prototype or `.extern`) and defined later is one
//!   function, at the place of its definition; functions that are only
//!   declared come first in `PtxModule::funcs` (as the printer's prototypes
//!   read back).
//!
//! Not representable: a generic `.ptr .align N` kernel parameter attribute
//! (no state space; `PtxParam::ptr` needs one) is read and dropped (it is a
//! hint). A located `unsupported:` error: vector-typed variables and
//! registers (`.v4 .f32`), `.attribute(...)`, texture references
//! (`.texref`), `mask()` initializers (`0xFF(sym)`), `.alias`, guards on
//! `.reg` parameters, constant expressions.

mod body;
mod lex;

use dialects::diag::{Diagnostic, SourceMap};

use super::module::*;
use super::types::*;
use lex::{Kind, Token};

/// Parses PTX text; `file` names it in diagnostics.
pub fn parse_ptx(file: &str, src: &str) -> Result<PtxModule, Diagnostic> {
    let sm = SourceMap::new(file, src);
    let toks = lex::lex(&sm, src)?;
    let mut p = Parser {
        sm,
        src,
        toks,
        pos: 0,
    };
    p.module()
}

/// A numeric literal.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Num {
    Int(u64),
    F32(u32),
    F64(u64),
}

/// Reads a numeric literal word (without sign).
fn parse_num(w: &str) -> Option<Num> {
    let hex = |s: &str| {
        (!s.is_empty() && s.bytes().all(|c| c.is_ascii_hexdigit()))
            .then(|| u64::from_str_radix(s, 16).ok())
            .flatten()
    };
    if let Some(h) = w.strip_prefix("0f").or_else(|| w.strip_prefix("0F")) {
        return (h.len() == 8)
            .then(|| hex(h))
            .flatten()
            .map(|v| Num::F32(v as u32));
    }
    if let Some(h) = w.strip_prefix("0d").or_else(|| w.strip_prefix("0D")) {
        return (h.len() == 16).then(|| hex(h)).flatten().map(Num::F64);
    }
    let int = w.strip_suffix(['U', 'u']).unwrap_or(w);
    if let Some(h) = int.strip_prefix("0x").or_else(|| int.strip_prefix("0X")) {
        return hex(h).map(Num::Int);
    }
    if let Some(d) = int.strip_prefix("0b").or_else(|| int.strip_prefix("0B")) {
        let ok = !d.is_empty() && d.bytes().all(|c| c == b'0' || c == b'1');
        return ok
            .then(|| u64::from_str_radix(d, 2).ok())
            .flatten()
            .map(Num::Int);
    }
    if !w.bytes().next()?.is_ascii_digit() {
        return None;
    }
    if w.contains(['.', 'e', 'E']) {
        let ok = w
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'));
        return ok
            .then(|| w.parse::<f64>().ok())
            .flatten()
            .map(|f| Num::F64(f.to_bits()));
    }
    if !int.bytes().all(|c| c.is_ascii_digit()) || int.is_empty() {
        return None;
    }
    if int.len() > 1 && int.starts_with('0') {
        return u64::from_str_radix(&int[1..], 8).ok().map(Num::Int);
    }
    int.parse().ok().map(Num::Int)
}

/// True for a name PTX accepts as an identifier (variables, functions,
/// labels, registers).
fn is_ident(w: &str) -> bool {
    let b = w.as_bytes();
    let body = |c: &u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$');
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() => b[1..].iter().all(body),
        Some(b'_' | b'$' | b'%') => b.len() > 1 && b[1..].iter().all(body),
        _ => false,
    }
}

const MAX_DIMS: usize = 8;
const MAX_INIT: usize = 1 << 22;

struct Parser<'a> {
    sm: SourceMap<'a>,
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
}

impl<'a> Parser<'a> {
    // ------------------------------------------------------------ tokens

    fn tok(&self) -> Token {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn peek(&self, n: usize) -> Token {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn text(&self, t: Token) -> &'a str {
        self.src.get(t.start..t.end).unwrap_or("")
    }

    fn err(&self, t: Token, msg: impl Into<String>) -> Diagnostic {
        self.sm.error(t.start, msg)
    }

    /// How a token reads in a message.
    fn describe(&self, t: Token) -> String {
        match t.kind {
            Kind::Eof => "end of file".into(),
            _ => format!("`{}`", self.text(t)),
        }
    }

    fn expected(&self, what: &str) -> Diagnostic {
        let t = self.tok();
        self.err(t, format!("expected {what}, found {}", self.describe(t)))
    }

    fn is_punct(&self, c: u8) -> bool {
        self.tok().kind == Kind::Punct(c)
    }

    fn eat_punct(&mut self, c: u8) -> bool {
        let y = self.is_punct(c);
        if y {
            self.bump();
        }
        y
    }

    fn expect_punct(&mut self, c: u8, what: &str) -> Result<Token, Diagnostic> {
        if self.is_punct(c) {
            Ok(self.bump())
        } else {
            Err(self.expected(&format!("`{}` {what}", c as char)))
        }
    }

    /// The current token's text when it is a word.
    fn word(&self) -> Option<&'a str> {
        let t = self.tok();
        (t.kind == Kind::Word).then(|| self.text(t))
    }

    fn is_word(&self, w: &str) -> bool {
        self.word() == Some(w)
    }

    fn expect_ident(&mut self, what: &str) -> Result<(Token, &'a str), Diagnostic> {
        match self.word() {
            Some(w) if is_ident(w) => Ok((self.bump(), w)),
            _ => Err(self.expected(what)),
        }
    }

    fn number(&mut self, what: &str) -> Result<u64, Diagnostic> {
        match self.word().and_then(parse_num) {
            Some(Num::Int(v)) => {
                self.bump();
                Ok(v)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn number_u32(&mut self, what: &str) -> Result<u32, Diagnostic> {
        let t = self.tok();
        let v = self.number(what)?;
        u32::try_from(v).map_err(|_| self.err(t, format!("{what} out of range")))
    }

    /// A signed integer: `N`, `-N`.
    fn signed(&mut self, what: &str) -> Result<i64, Diagnostic> {
        let t = self.tok();
        let neg = self.eat_punct(b'-');
        let v = self.number(what)?;
        to_i64(v, neg).ok_or_else(|| self.err(t, format!("{what} out of range")))
    }

    /// Skips tokens up to the end of the current line.
    fn skip_line(&mut self) {
        self.bump();
        while !self.tok().nl_before {
            self.bump();
        }
    }

    // ------------------------------------------------------------ module

    fn module(&mut self) -> Result<PtxModule, Diagnostic> {
        let mut m = PtxModule {
            address_size: 32,
            ..Default::default()
        };
        let (mut version, mut target) = (false, false);
        let mut pragmas: Vec<String> = Vec::new();
        let mut global_names = std::collections::HashSet::new();
        loop {
            let t = self.tok();
            match t.kind {
                Kind::Eof => break,
                Kind::Punct(b'@') if self.peek(1).kind == Kind::Punct(b'@') => {
                    self.skip_line();
                    continue;
                }
                Kind::Word => {}
                _ => return Err(self.expected("a directive")),
            }
            let w = self.text(t);
            match w {
                ".version" => {
                    self.bump();
                    let vt = self.tok();
                    let v = self.word().unwrap_or("");
                    let parsed = v
                        .split_once('.')
                        .and_then(|(a, b)| Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?)));
                    m.version = parsed.ok_or_else(|| {
                        self.err(
                            vt,
                            format!(
                                "expected a version `major.minor`, found {}",
                                self.describe(vt)
                            ),
                        )
                    })?;
                    self.bump();
                    version = true;
                }
                ".target" => {
                    self.bump();
                    loop {
                        let (_, name) = self.expect_ident("a target name")?;
                        m.target.push(name.to_string());
                        if !self.eat_punct(b',') {
                            break;
                        }
                    }
                    target = true;
                }
                ".address_size" => {
                    self.bump();
                    let at = self.tok();
                    m.address_size = self.number_u32("an address size")?;
                    if !matches!(m.address_size, 32 | 64) {
                        return Err(self.err(at, "address size must be 32 or 64"));
                    }
                }
                ".file" | ".loc" => self.skip_line(),
                ".section" => self.skip_section()?,
                ".pragma" => {
                    self.bump();
                    pragmas.push(self.pragma_text()?);
                }
                ".alias" => return Err(self.err(t, "unsupported: .alias")),
                _ => {
                    if !version {
                        return Err(self.err(t, "expected `.version` before any other directive"));
                    }
                    let linkage = self.linkage();
                    let kt = self.tok();
                    match self.word() {
                        Some(".entry" | ".func") => {
                            self.bump();
                            let mut f = self.function(linkage, kt)?;
                            if !f.is_decl {
                                for p in &pragmas {
                                    f.directives.other.push(format!("pragma {p};"));
                                }
                            }
                            add_function(&mut m, f).map_err(|msg| self.err(kt, msg))?;
                        }
                        Some(s) if s.starts_with('.') && space_of(s).is_some() => {
                            self.bump();
                            for d in self.var_decls(linkage, kt)? {
                                if !global_names.insert(d.name.clone()) {
                                    return Err(
                                        self.err(kt, format!("redefinition of `{}`", d.name))
                                    );
                                }
                                m.globals.push(d);
                            }
                        }
                        Some(s) if s.starts_with('.') => {
                            return Err(self.err(kt, format!("unknown directive `{s}`")))
                        }
                        _ => return Err(self.expected("a directive")),
                    }
                }
            }
        }
        if !version {
            return Err(self.sm.error(0, "missing `.version` directive"));
        }
        if !target {
            return Err(self.sm.error(0, "missing `.target` directive"));
        }
        // Functions only declared first: the order the printer's prototypes
        // give back when the text is read again.
        m.funcs.sort_by_key(|f| !f.is_decl);
        Ok(m)
    }

    /// `.visible`, `.extern`, `.weak`, `.common` (consumed), without the dot.
    fn linkage(&mut self) -> Option<String> {
        let w = self.word()?;
        let l = w.strip_prefix('.')?;
        matches!(l, "visible" | "extern" | "weak" | "common").then(|| {
            self.bump();
            l.to_string()
        })
    }

    /// `.section NAME { ... }` (debug sections): skipped.
    fn skip_section(&mut self) -> Result<(), Diagnostic> {
        let start = self.bump();
        while !self.is_punct(b'{') {
            if self.tok().kind == Kind::Eof || self.is_punct(b';') || self.is_punct(b'}') {
                return Err(self.expected("`{` opening the section"));
            }
            self.bump();
        }
        let mut depth = 0usize;
        loop {
            match self.bump().kind {
                Kind::Punct(b'{') => depth += 1,
                Kind::Punct(b'}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Kind::Eof => return Err(self.err(start, "unterminated `.section`")),
                _ => {}
            }
        }
    }

    /// After `.pragma`: the string and `;`; gives the string as written.
    fn pragma_text(&mut self) -> Result<String, Diagnostic> {
        let t = self.tok();
        if t.kind != Kind::Str {
            return Err(self.expected("a string after `.pragma`"));
        }
        self.bump();
        let s = self.text(t).to_string();
        self.expect_punct(b';', "after `.pragma`")?;
        Ok(s)
    }

    // ------------------------------------------------------ declarations

    /// After the state-space word `st`: one or more declarators and `;`.
    fn var_decls(
        &mut self,
        linkage: Option<String>,
        st: Token,
    ) -> Result<Vec<VarDecl>, Diagnostic> {
        let space =
            space_of(self.text(st)).ok_or_else(|| self.err(st, "expected a state space"))?;
        if self.is_punct(b'[') {
            return Err(self.err(self.tok(), "unsupported: constant bank numbers"));
        }
        let mut align = 0;
        let mut ty = None;
        while let Some(w) = self.word().filter(|w| w.starts_with('.')) {
            let t = self.tok();
            match w {
                ".align" => {
                    self.bump();
                    align = self.number_u32("an alignment")?;
                }
                ".v2" | ".v4" | ".v8" => {
                    return Err(self.err(t, "unsupported: vector-typed variables"))
                }
                ".attribute" => return Err(self.err(t, "unsupported: .attribute")),
                _ => match PtxType::from_name(&w[1..]) {
                    Some(tt) if ty.is_none() => {
                        self.bump();
                        ty = Some(tt);
                    }
                    Some(_) => return Err(self.err(t, "two types in one declaration")),
                    None => {
                        return Err(self.err(t, format!("unknown directive `{w}` in a declaration")))
                    }
                },
            }
        }
        let ty = ty.ok_or_else(|| self.expected("a type (`.b32`, `.f32` ...)"))?;
        let mut out = Vec::new();
        loop {
            let (_, name) = self.expect_ident("a variable name")?;
            let mut dims = Vec::new();
            while self.is_punct(b'[') {
                let t = self.bump();
                if dims.len() == MAX_DIMS {
                    return Err(self.err(t, "unsupported: more than 8 array dimensions"));
                }
                if self.eat_punct(b']') {
                    dims.push(None);
                } else {
                    dims.push(Some(self.number("an array size")?));
                    self.expect_punct(b']', "closing the array size")?;
                }
            }
            let init = if self.eat_punct(b'=') {
                Some(self.initializer(ty, &dims)?)
            } else {
                None
            };
            out.push(VarDecl {
                space,
                linkage: linkage.clone(),
                align,
                ty,
                name: name.to_string(),
                dims,
                init,
            });
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b';', "after the declaration")?;
        Ok(out)
    }

    fn initializer(&mut self, ty: PtxType, dims: &[Option<u64>]) -> Result<Vec<Init>, Diagnostic> {
        let mut out = Vec::new();
        if self.is_punct(b'{') {
            self.init_group(ty, dims, 0, &mut out)?;
        } else {
            out.push(self.init_elem(ty)?);
        }
        Ok(out)
    }

    /// `{ e, {..}, ... }` at nesting `level` (0: the whole array).
    fn init_group(
        &mut self,
        ty: PtxType,
        dims: &[Option<u64>],
        level: usize,
        out: &mut Vec<Init>,
    ) -> Result<(), Diagnostic> {
        let open = self.expect_punct(b'{', "opening an initializer")?;
        if level >= dims.len().max(1) {
            return Err(self.err(open, "initializer nested deeper than the array"));
        }
        // Elements of a sub-aggregate at this level.
        let sub = dims
            .get(level + 1..)
            .map(|d| d.iter().try_fold(1u64, |a, &x| a.checked_mul(x?)))
            .unwrap_or(Some(1));
        let start = out.len();
        let mut groups = 0u64;
        if self.eat_punct(b'}') {
            return Ok(());
        }
        loop {
            if self.is_punct(b'{') {
                if let Some(sub) = sub.filter(|&s| s > 0 && groups > 0) {
                    let want = sub
                        .checked_mul(groups)
                        .and_then(|n| usize::try_from(n).ok())
                        .and_then(|n| n.checked_add(start))
                        .filter(|&n| n <= MAX_INIT)
                        .ok_or_else(|| {
                            self.err(self.tok(), "unsupported: initializer too large")
                        })?;
                    if out.len() < want {
                        out.resize(want, Init::Int(0));
                    }
                }
                self.init_group(ty, dims, level + 1, out)?;
                groups += 1;
            } else {
                if out.len() >= MAX_INIT {
                    return Err(self.err(self.tok(), "unsupported: initializer too large"));
                }
                out.push(self.init_elem(ty)?);
            }
            if self.eat_punct(b'}') {
                return Ok(());
            }
            self.expect_punct(b',', "or `}` in the initializer")?;
        }
    }

    fn init_elem(&mut self, ty: PtxType) -> Result<Init, Diagnostic> {
        if self.is_word("generic") && self.peek(1).kind == Kind::Punct(b'(') {
            self.bump();
            self.bump();
            let (_, name) = self.expect_ident("a symbol in `generic(...)`")?;
            self.expect_punct(b')', "closing `generic(`")?;
            let offset = self.sym_offset()?;
            return Ok(Init::Sym {
                name: name.to_string(),
                offset,
                generic: true,
            });
        }
        if let Some(w) = self.word().filter(|w| is_ident(w) && !w.starts_with('%')) {
            self.bump();
            let offset = self.sym_offset()?;
            return Ok(Init::Sym {
                name: w.to_string(),
                offset,
                generic: false,
            });
        }
        let neg = self.eat_punct(b'-');
        let nt = self.tok();
        let n = self
            .word()
            .and_then(parse_num)
            .ok_or_else(|| self.expected("an initializer value"))?;
        self.bump();
        if self.eat_punct(b'(') {
            // `0xFF00(sym)`: one byte of an address (PTX 7.1).
            let mask = match n {
                Num::Int(v) => v,
                _ => 0,
            };
            let byte = (0..8u8)
                .find(|k| mask == 0xFFu64 << (8 * k))
                .ok_or_else(|| {
                    self.err(
                        nt,
                        "a mask() initializer selects one byte (0xFF, 0xFF00, ...)",
                    )
                })?;
            // Only a symbol may follow: a number would nest masks (and
            // recurse as deep as the input nests them).
            if self.word().and_then(parse_num).is_some() || self.is_punct(b'-') {
                return Err(self.err(nt, "a mask() initializer takes a symbol"));
            }
            let sym = self.init_elem(ty)?;
            if !matches!(sym, Init::Sym { .. }) {
                return Err(self.err(nt, "a mask() initializer takes a symbol"));
            }
            self.expect_punct(b')', "closing the mask()")?;
            return Ok(Init::Masked {
                byte,
                sym: Box::new(sym),
            });
        }
        let wide = ty == PtxType::F64;
        Ok(match n {
            Num::Int(v) => {
                let v =
                    to_i64(v, neg).ok_or_else(|| self.err(nt, "initializer out of range"))? as u64;
                let bits = ty.bits();
                Init::Int(if bits >= 64 {
                    v
                } else {
                    v & ((1u64 << bits) - 1)
                })
            }
            Num::F32(b) => {
                let b = if neg { b ^ (1 << 31) } else { b };
                if wide {
                    Init::F64((f32::from_bits(b) as f64).to_bits())
                } else {
                    Init::F32(b)
                }
            }
            Num::F64(b) => {
                let b = if neg { b ^ (1 << 63) } else { b };
                if ty == PtxType::F32 {
                    Init::F32((f64::from_bits(b) as f32).to_bits())
                } else {
                    Init::F64(b)
                }
            }
        })
    }

    /// An optional `+N`, `-N` or `+-N` after a symbol.
    fn sym_offset(&mut self) -> Result<i64, Diagnostic> {
        if self.is_punct(b'-') || self.eat_punct(b'+') {
            self.signed("an offset")
        } else {
            Ok(0)
        }
    }

    // --------------------------------------------------------- functions

    /// After `.entry`/`.func` (token `kt`): header, directives, body or `;`.
    fn function(&mut self, linkage: Option<String>, kt: Token) -> Result<PtxFunction, Diagnostic> {
        let is_entry = self.text(kt) == ".entry";
        let mut f = PtxFunction {
            is_entry,
            linkage,
            ..Default::default()
        };
        if !is_entry && self.is_punct(b'(') {
            f.rets = self.param_list()?;
        }
        let (_, name) = self.expect_ident("a function name")?;
        f.name = name.to_string();
        if self.is_punct(b'(') {
            f.params = self.param_list()?;
        }
        while let Some(w) = self.word().filter(|w| w.starts_with('.')) {
            let t = self.bump();
            let d = &mut f.directives;
            match w {
                ".maxntid" => d.maxntid = Some(self.dims3(w)?),
                ".reqntid" => d.reqntid = Some(self.dims3(w)?),
                ".reqnctapercluster" => d.reqnctapercluster = Some(self.dims3(w)?),
                ".minnctapersm" => d.minnctapersm = Some(self.number_u32("a CTA count")?),
                ".maxnreg" => d.maxnreg = Some(self.number_u32("a register count")?),
                ".maxclusterrank" => d.maxclusterrank = Some(self.number_u32("a cluster rank")?),
                ".noreturn" | ".explicitcluster" | ".blocksareclusters" => {
                    d.other.push(w[1..].to_string())
                }
                ".abi_preserve" | ".abi_preserve_control" => {
                    let n = self.number_u32("a register count")?;
                    f.directives.other.push(format!("{} {n}", &w[1..]));
                }
                ".pragma" => {
                    let p = self.pragma_text()?;
                    f.directives.other.push(format!("pragma {p};"));
                }
                _ => {
                    return Err(self.err(t, format!("unknown directive `{w}` in a function header")))
                }
            }
        }
        if self.eat_punct(b';') {
            f.is_decl = true;
            return Ok(f);
        }
        if !self.is_punct(b'{') {
            return Err(self.expected("`{` or `;` after the function header"));
        }
        self.body(&mut f)?;
        Ok(f)
    }

    /// `N[, N[, N]]`.
    fn dims3(&mut self, what: &str) -> Result<Vec<u32>, Diagnostic> {
        let mut v = vec![self.number_u32(&format!("a number after `{what}`"))?];
        while self.is_punct(b',') && v.len() < 3 {
            self.bump();
            v.push(self.number_u32(&format!("a number after `{what}`"))?);
        }
        Ok(v)
    }

    /// `( .param ... , .reg ... )`.
    fn param_list(&mut self) -> Result<Vec<PtxParam>, Diagnostic> {
        self.expect_punct(b'(', "opening the parameter list")?;
        let mut v = Vec::new();
        if self.eat_punct(b')') {
            return Ok(v);
        }
        loop {
            v.push(self.param()?);
            if self.eat_punct(b')') {
                return Ok(v);
            }
            self.expect_punct(b',', "or `)` in the parameter list")?;
        }
    }

    fn param(&mut self) -> Result<PtxParam, Diagnostic> {
        let is_reg = match self.word() {
            Some(".param") => false,
            Some(".reg") => true,
            _ => return Err(self.expected("`.param` or `.reg`")),
        };
        self.bump();
        let mut p = PtxParam {
            ty: PtxType::B32,
            name: String::new(),
            align: 0,
            array: None,
            ptr: None,
            is_reg,
        };
        let mut ty = None;
        while let Some(w) = self.word().filter(|w| w.starts_with('.')) {
            let t = self.bump();
            match w {
                ".align" => p.align = self.number_u32("an alignment")?,
                ".ptr" => {
                    // `.ptr[.space][.align N]`; a generic one (no space) is
                    // a hint `PtxParam::ptr` cannot hold: dropped.
                    let space = self
                        .word()
                        .and_then(|w| w.strip_prefix('.'))
                        .and_then(Space::from_name)
                        .filter(|s| {
                            matches!(
                                s,
                                Space::Global | Space::Shared | Space::Const | Space::Local
                            )
                        });
                    if space.is_some() {
                        self.bump();
                    }
                    let mut align = 0;
                    if self.is_word(".align") {
                        self.bump();
                        align = self.number_u32("an alignment")?;
                    }
                    p.ptr = space.map(|s| (s, align));
                }
                ".v2" | ".v4" | ".v8" => {
                    return Err(self.err(t, "unsupported: vector-typed parameters"))
                }
                _ => match PtxType::from_name(&w[1..]) {
                    Some(tt) if ty.is_none() => ty = Some(tt),
                    Some(_) => return Err(self.err(t, "two types in one parameter")),
                    None => {
                        return Err(self.err(t, format!("unknown directive `{w}` in a parameter")))
                    }
                },
            }
        }
        p.ty = ty.ok_or_else(|| self.expected("a parameter type"))?;
        let (_, name) = self.expect_ident("a parameter name")?;
        p.name = name.to_string();
        if self.eat_punct(b'[') {
            p.array = Some(self.number("an array size")?);
            self.expect_punct(b']', "closing the array size")?;
        }
        Ok(p)
    }
}

/// `-v` or `v` as an `i64`: values above `i64::MAX` wrap (bits), negated
/// ones must fit.
fn to_i64(v: u64, neg: bool) -> Option<i64> {
    if neg {
        (v <= 1 << 63).then(|| (v as i64).wrapping_neg())
    } else {
        Some(v as i64)
    }
}

/// The state space a declaration word names.
fn space_of(w: &str) -> Option<Space> {
    match w {
        ".global" => Some(Space::Global),
        ".shared" => Some(Space::Shared),
        ".const" => Some(Space::Const),
        ".local" => Some(Space::Local),
        ".param" => Some(Space::Param),
        ".tex" => Some(Space::Tex),
        _ => None,
    }
}

/// Adds a function; a definition replaces an earlier declaration.
fn add_function(m: &mut PtxModule, f: PtxFunction) -> Result<(), String> {
    if let Some(i) = m.funcs.iter().position(|g| g.name == f.name) {
        match (m.funcs[i].is_decl, f.is_decl) {
            (_, true) => return Ok(()),
            (true, false) => {
                m.funcs.remove(i);
            }
            (false, false) => return Err(format!("redefinition of function `{}`", f.name)),
        }
    }
    m.funcs.push(f);
    Ok(())
}

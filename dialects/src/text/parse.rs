//! The parser of the generic text format: module items, signatures, types
//! and function bodies.
//!
//! Parsing runs in passes: the symbols of all items are collected first (so
//! calls and initializers may name later items), then each item is parsed;
//! a function body is first parsed into plain syntax (`BlockAst`), then
//! built: blocks and every definition are created before any use is
//! resolved, so uses may precede definitions. Nothing here panics on
//! malformed input; every failure is a located `Diagnostic`.

use rustc_hash::FxHashMap;

use super::lex::{lex, Name, Tok, Token};
use super::parse_inst::InstAst;
use super::{parse_int, MAX_DEPTH};
use crate::diag::{Diagnostic, SourceMap};
use crate::ir::*;

pub(super) type PResult<T> = Result<T, Diagnostic>;

/// Parses a module printed by [`print_module`](super::print_module) (or
/// written by hand in the same syntax). `file` names the input in errors.
pub fn parse_module(file: &str, src: &str) -> Result<Module, Diagnostic> {
    let sm = SourceMap::new(file, src);
    let toks = lex(&sm)?;
    let mut p = Parser {
        sm,
        toks,
        i: 0,
        syms: FxHashMap::default(),
        n_globals: 0,
        n_funcs: 0,
    };
    p.declare_symbols()?;
    p.module()
}

/// A reference by name with the offset of its token.
pub(super) type NameRef = (Name, usize);

/// A successor as written: `^b(%x, %y)`.
pub(super) struct SuccAst {
    pub block: NameRef,
    pub args: Vec<NameRef>,
}

/// A block as written.
struct BlockAst {
    label: NameRef,
    /// `None` when the label has no parameter list.
    params: Option<Vec<(NameRef, Type)>>,
    insts: Vec<InstAst>,
}

pub(super) struct Parser<'a> {
    pub sm: SourceMap<'a>,
    toks: Vec<Token<'a>>,
    i: usize,
    /// Every global and function by name, collected before parsing.
    pub syms: FxHashMap<String, Symbol>,
    n_globals: usize,
    n_funcs: usize,
}

impl<'a> Parser<'a> {
    // ---- token cursor ----

    pub fn tok(&self) -> &Token<'a> {
        let last = self.toks.len().saturating_sub(1);
        &self.toks[self.i.min(last)]
    }

    pub fn peek(&self) -> &Tok<'a> {
        &self.tok().tok
    }

    pub fn pos(&self) -> usize {
        self.tok().pos
    }

    /// Moves past the current token (never past `Eof`).
    pub fn bump(&mut self) -> Token<'a> {
        let t = self.tok().clone();
        if t.tok != Tok::Eof {
            self.i += 1;
        }
        t
    }

    pub fn err<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        Err(self.sm.error(pos, msg))
    }

    /// An error at the current token: "expected {what}, found ...".
    pub fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(
            self.pos(),
            format!("expected {what}, found {}", self.describe()),
        )
    }

    pub fn describe(&self) -> String {
        let t = self.tok();
        match t.tok {
            Tok::Newline => "end of line".into(),
            Tok::Eof => "end of file".into(),
            _ => {
                let text = self.sm.src.get(t.pos..t.end).unwrap_or("?");
                let short: String = text.chars().take(40).collect();
                let more = if short.len() < text.len() { "..." } else { "" };
                format!("`{short}{more}`")
            }
        }
    }

    pub fn is_punct(&self, c: u8) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    pub fn eat_punct(&mut self, c: u8) -> bool {
        let hit = self.is_punct(c);
        if hit {
            self.bump();
        }
        hit
    }

    pub fn expect_punct(&mut self, c: u8) -> PResult<usize> {
        if self.is_punct(c) {
            return Ok(self.bump().pos);
        }
        self.expected(&format!("`{}`", c as char))
    }

    pub fn is_ident(&self, kw: &str) -> bool {
        *self.peek() == Tok::Ident(kw)
    }

    pub fn eat_ident(&mut self, kw: &str) -> bool {
        let hit = self.is_ident(kw);
        if hit {
            self.bump();
        }
        hit
    }

    pub fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_ident(kw) {
            return Ok(());
        }
        self.expected(&format!("`{kw}`"))
    }

    pub fn ident(&mut self, what: &str) -> PResult<(&'a str, usize)> {
        if let Tok::Ident(s) = *self.peek() {
            return Ok((s, self.bump().pos));
        }
        self.expected(what)
    }

    pub fn string(&mut self, what: &str) -> PResult<(Vec<u8>, usize)> {
        if let Tok::Str(s) = self.peek() {
            let s = s.clone();
            return Ok((s, self.bump().pos));
        }
        self.expected(what)
    }

    pub fn utf8_string(&mut self, what: &str) -> PResult<String> {
        let (s, pos) = self.string(what)?;
        String::from_utf8(s)
            .or_else(|_| self.err(pos, "expected a UTF-8 string, found invalid UTF-8 bytes"))
    }

    /// An unsigned decimal no larger than `max`.
    pub fn uint(&mut self, what: &str, max: u64) -> PResult<u64> {
        if let Tok::Num(s) = *self.peek() {
            let pos = self.pos();
            return match parse_int(s, None) {
                Ok(v) if v <= max as u128 => {
                    self.bump();
                    Ok(v as u64)
                }
                _ => self.err(
                    pos,
                    format!("expected {what} (an integer from 0 to {max}), found `{s}`"),
                ),
            };
        }
        self.expected(what)
    }

    pub fn u32(&mut self, what: &str) -> PResult<u32> {
        Ok(self.uint(what, u32::MAX as u64)? as u32)
    }

    /// `(N)`.
    fn paren_u32(&mut self, what: &str) -> PResult<u32> {
        self.expect_punct(b'(')?;
        let v = self.u32(what)?;
        self.expect_punct(b')')?;
        Ok(v)
    }

    /// `(X, Y, Z)`.
    fn paren_dims(&mut self) -> PResult<[u32; 3]> {
        self.expect_punct(b'(')?;
        let x = self.u32("a dimension")?;
        self.expect_punct(b',')?;
        let y = self.u32("a dimension")?;
        self.expect_punct(b',')?;
        let z = self.u32("a dimension")?;
        self.expect_punct(b')')?;
        Ok([x, y, z])
    }

    pub fn expect_eol(&mut self) -> PResult<()> {
        match self.peek() {
            Tok::Newline => {
                self.bump();
                Ok(())
            }
            Tok::Eof => Ok(()),
            _ => self.expected("end of line"),
        }
    }

    fn skip_newlines(&mut self) {
        while *self.peek() == Tok::Newline {
            self.bump();
        }
    }

    pub fn value_ref(&mut self, what: &str) -> PResult<NameRef> {
        if let Tok::Value(n) = self.peek() {
            let n = n.clone();
            return Ok((n, self.bump().pos));
        }
        self.expected(what)
    }

    /// A symbol token resolved to its global or function.
    pub fn symbol(&mut self, what: &str) -> PResult<(Symbol, usize)> {
        let (s, _, pos) = self.named_symbol(what)?;
        Ok((s, pos))
    }

    /// A symbol token resolved to its global or function, with its name.
    fn named_symbol(&mut self, what: &str) -> PResult<(Symbol, String, usize)> {
        let Tok::Sym(name) = self.peek() else {
            return self.expected(what);
        };
        let (name, pos) = (name.clone(), self.pos());
        let Some(&s) = self.syms.get(&name) else {
            return self.err(pos, format!("unknown symbol `@{name}`"));
        };
        self.bump();
        Ok((s, name, pos))
    }

    // ---- types ----

    pub fn ty(&mut self) -> PResult<Type> {
        self.ty_at(0)
    }

    fn ty_at(&mut self, depth: u32) -> PResult<Type> {
        if depth > MAX_DEPTH {
            return self.err(
                self.pos(),
                format!("type nested more than {MAX_DEPTH} levels deep"),
            );
        }
        let pos = self.pos();
        match *self.peek() {
            Tok::Ident(s) => {
                let t = match s {
                    "f16" => Type::F16,
                    "bf16" => Type::BF16,
                    "f32" => Type::F32,
                    "f64" => Type::F64,
                    "ptr" => {
                        self.bump();
                        if self.eat_punct(b'<') {
                            let a = self.u32("an address space")?;
                            self.expect_punct(b'>')?;
                            return Ok(Type::Ptr(a));
                        }
                        return Ok(Type::Ptr(0));
                    }
                    _ => match s.strip_prefix('i').map(str::parse::<u16>) {
                        Some(Ok(w @ 1..=128))
                            if s.as_bytes().get(1).is_some_and(u8::is_ascii_digit) =>
                        {
                            Type::Int(w)
                        }
                        Some(_) if s.len() > 1 && s[1..].bytes().all(|b| b.is_ascii_digit()) => {
                            return self
                                .err(pos, format!("integer width must be 1 to 128, found `{s}`"));
                        }
                        _ => return self.expected("a type"),
                    },
                };
                self.bump();
                Ok(t)
            }
            Tok::Punct(b'<') => {
                self.bump();
                if self.is_punct(b'{') {
                    let t = self.struct_ty(depth, true)?;
                    self.expect_punct(b'>')?;
                    return Ok(t);
                }
                let lanes = self.u32("a lane count")?;
                self.expect_kw("x")?;
                let elem = self.ty_at(depth + 1)?;
                self.expect_punct(b'>')?;
                Ok(Type::vector(elem, lanes))
            }
            Tok::Punct(b'[') => {
                self.bump();
                let len = self.uint("an element count", u64::MAX)?;
                self.expect_kw("x")?;
                let elem = self.ty_at(depth + 1)?;
                self.expect_punct(b']')?;
                Ok(Type::array(elem, len))
            }
            Tok::Punct(b'{') => self.struct_ty(depth, false),
            _ => self.expected("a type"),
        }
    }

    /// `{T, ...}` (the current token is `{`).
    fn struct_ty(&mut self, depth: u32, packed: bool) -> PResult<Type> {
        self.expect_punct(b'{')?;
        let mut fields = Vec::new();
        if !self.eat_punct(b'}') {
            loop {
                fields.push(self.ty_at(depth + 1)?);
                if self.eat_punct(b'}') {
                    break;
                }
                self.expect_punct(b',')?;
            }
        }
        Ok(Type::structure(fields, packed))
    }

    // ---- module ----

    /// Pass 1: every line starting with `global`, `func` or `declare`
    /// declares the first symbol on it.
    fn declare_symbols(&mut self) -> PResult<()> {
        let mut line_start = true;
        for k in 0..self.toks.len() {
            let kind = match self.toks[k].tok {
                Tok::Ident("global") if line_start => Some(true),
                Tok::Ident("func" | "declare") if line_start => Some(false),
                _ => None,
            };
            line_start = self.toks[k].tok == Tok::Newline;
            let Some(is_global) = kind else { continue };
            let sym = self.toks[k + 1..]
                .iter()
                .take_while(|t| !matches!(t.tok, Tok::Newline | Tok::Eof))
                .find_map(|t| match &t.tok {
                    Tok::Sym(s) => Some((s.clone(), t.pos)),
                    _ => None,
                });
            let Some((name, pos)) = sym else { continue };
            let id = if is_global {
                self.n_globals += 1;
                Symbol::Global(GlobalId::from_u32(self.n_globals as u32 - 1))
            } else {
                self.n_funcs += 1;
                Symbol::Func(FuncId::from_u32(self.n_funcs as u32 - 1))
            };
            if self.syms.insert(name.clone(), id).is_some() {
                return self.err(pos, format!("symbol `@{name}` is defined twice"));
            }
        }
        Ok(())
    }

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::default();
        self.skip_newlines();
        if self.eat_ident("module") {
            let name = self.utf8_string("the module name as a string")?;
            m.name = name;
            self.expect_eol()?;
        }
        loop {
            self.skip_newlines();
            if !self.eat_ident("module") {
                break;
            }
            if !self.eat_ident("asm") {
                return self.expected("`asm` after `module`");
            }
            let line = self.utf8_string("the module-level assembly as a string")?;
            m.asm.push(line);
            self.expect_eol()?;
        }
        let mut globals: Vec<Option<Global>> = vec![None; self.n_globals];
        let mut funcs: Vec<Option<Function>> = vec![None; self.n_funcs];
        loop {
            self.skip_newlines();
            match *self.peek() {
                Tok::Eof => break,
                Tok::Ident("global") => {
                    let (id, g) = self.global()?;
                    if let Some(slot) = globals.get_mut(id.as_u32() as usize) {
                        *slot = Some(g);
                    }
                }
                Tok::Ident("func" | "declare") => {
                    let (id, f) = self.function()?;
                    if let Some(slot) = funcs.get_mut(id.as_u32() as usize) {
                        *slot = Some(f);
                    }
                }
                _ => return self.expected("`global`, `func` or `declare`"),
            }
        }
        for g in globals {
            let g = g.ok_or_else(|| {
                Diagnostic::bare(
                    self.sm.file,
                    "internal error: a declared global was not parsed",
                )
            })?;
            m.globals.push(g);
        }
        for f in funcs {
            let f = f.ok_or_else(|| {
                Diagnostic::bare(
                    self.sm.file,
                    "internal error: a declared function was not parsed",
                )
            })?;
            m.funcs.push(f);
        }
        Ok(m)
    }

    /// `global @g : T [addrspace(N)] [linkage] [const] [externally_initialized] [align N] [= C]`
    fn global(&mut self) -> PResult<(GlobalId, Global)> {
        self.bump();
        let (sym, name, pos) = self.named_symbol("the global's name")?;
        let Symbol::Global(id) = sym else {
            return self.err(pos, "expected a global's name, found a function's");
        };
        self.expect_punct(b':')?;
        let ty = self.ty()?;
        let mut g = Global {
            name: String::new(),
            ty,
            addrspace: 0,
            linkage: Linkage::External,
            is_const: false,
            init: None,
            align: 0,
            externally_initialized: false,
        };
        loop {
            match *self.peek() {
                Tok::Ident("addrspace") => {
                    self.bump();
                    g.addrspace = self.paren_u32("an address space")?;
                }
                Tok::Ident("const") => {
                    self.bump();
                    g.is_const = true;
                }
                Tok::Ident("externally_initialized") => {
                    self.bump();
                    g.externally_initialized = true;
                }
                Tok::Ident("align") => {
                    self.bump();
                    g.align = self.u32("an alignment")?;
                }
                Tok::Ident(kw) if Linkage::from_keyword(kw).is_some() => {
                    self.bump();
                    g.linkage = Linkage::from_keyword(kw).unwrap_or_default();
                }
                _ => break,
            }
        }
        if self.eat_punct(b'=') {
            let ast = self.const_ast(0)?;
            g.init = Some(self.interpret_const(&ast, Some(ty))?);
        }
        if !matches!(self.peek(), Tok::Newline | Tok::Eof) {
            return self.expected("a global attribute, `=` or end of line");
        }
        self.expect_eol()?;
        g.name = name;
        Ok((id, g))
    }

    /// `func|declare [linkage] [kernel] @f(params) [-> T] [fn attrs] [{ body }]`
    fn function(&mut self) -> PResult<(FuncId, Function)> {
        let has_body = self.bump().tok == Tok::Ident("func");
        let mut f = Function::new("", Vec::new(), None);
        loop {
            match *self.peek() {
                Tok::Ident("kernel") => f.kernel = true,
                Tok::Ident(kw) if Linkage::from_keyword(kw).is_some() => {
                    f.linkage = Linkage::from_keyword(kw).unwrap_or_default();
                }
                _ => break,
            }
            self.bump();
        }
        let (sym, name, pos) = self.named_symbol("the function's name")?;
        let Symbol::Func(id) = sym else {
            return self.err(pos, "expected a function's name, found a global's");
        };
        f.name = name;
        // Parameters: `%x: T attrs` (naming the entry parameters) or `T attrs`.
        let sig_pos = self.expect_punct(b'(')?;
        let mut names: Vec<Option<NameRef>> = Vec::new();
        if !self.eat_punct(b')') {
            loop {
                if *self.peek() == Tok::Ellipsis {
                    self.bump();
                    f.variadic = true;
                    self.expect_punct(b')')?;
                    break;
                }
                let is_named = matches!(self.peek(), Tok::Value(_));
                if names
                    .first()
                    .is_some_and(|n: &Option<NameRef>| n.is_some() != is_named)
                {
                    return self.err(
                        self.pos(),
                        "expected every parameter named (`%x: T`) or none",
                    );
                }
                let name = if is_named {
                    let n = self.value_ref("a parameter")?;
                    self.expect_punct(b':')?;
                    Some(n)
                } else {
                    None
                };
                names.push(name);
                f.params.push(self.ty()?);
                f.param_attrs.push(self.param_attrs()?);
                if self.eat_punct(b')') {
                    break;
                }
                self.expect_punct(b',')?;
            }
        }
        if *self.peek() == Tok::Arrow {
            self.bump();
            f.ret = Some(self.ty()?);
        }
        loop {
            match *self.peek() {
                Tok::Ident("noinline") => {
                    self.bump();
                    f.noinline = true;
                }
                Tok::Ident("alwaysinline") => {
                    self.bump();
                    f.alwaysinline = true;
                }
                Tok::Ident("maxntid") => {
                    self.bump();
                    f.bounds.maxntid = Some(self.paren_dims()?);
                }
                Tok::Ident("reqntid") => {
                    self.bump();
                    f.bounds.reqntid = Some(self.paren_dims()?);
                }
                Tok::Ident("cluster_dim") => {
                    self.bump();
                    f.bounds.cluster_dim = Some(self.paren_dims()?);
                }
                Tok::Ident("minctasm") => {
                    self.bump();
                    f.bounds.minctasm = Some(self.paren_u32("a CTA count")?);
                }
                Tok::Ident("maxnreg") => {
                    self.bump();
                    f.bounds.maxnreg = Some(self.paren_u32("a register count")?);
                }
                Tok::Ident("maxclusterrank") => {
                    self.bump();
                    f.bounds.maxclusterrank = Some(self.paren_u32("a cluster rank")?);
                }
                Tok::Ident("blocksareclusters") => {
                    self.bump();
                    f.bounds.blocks_are_clusters = true;
                }
                _ => break,
            }
        }
        let named: Option<Vec<(NameRef, Type)>> = match names.first() {
            Some(Some(_)) => Some(
                names
                    .into_iter()
                    .flatten()
                    .zip(f.params.iter().copied())
                    .collect(),
            ),
            _ => None,
        };
        if !has_body {
            if named.is_some() {
                return self.err(sig_pos, "expected parameter types only in a declaration");
            }
            if !matches!(self.peek(), Tok::Newline | Tok::Eof) {
                return self.expected("a function attribute or end of line");
            }
            self.expect_eol()?;
            return Ok((id, f));
        }
        if !self.is_punct(b'{') {
            return self.expected("a function attribute or `{`");
        }
        let open = self.bump().pos;
        self.expect_eol()?;
        let blocks = self.body_ast()?;
        f.body = Some(self.build_body(blocks, named, open)?);
        Ok((id, f))
    }

    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut a = ParamAttrs::default();
        loop {
            match *self.peek() {
                Tok::Ident("noalias") => a.noalias = true,
                Tok::Ident("readonly") => a.readonly = true,
                Tok::Ident("writeonly") => a.writeonly = true,
                Tok::Ident("nocapture") => a.nocapture = true,
                Tok::Ident("signext") => a.ext = Some(true),
                Tok::Ident("zeroext") => a.ext = Some(false),
                Tok::Ident("align") => {
                    self.bump();
                    a.align = self.paren_u32("an alignment")?;
                    continue;
                }
                Tok::Ident("dereferenceable") => {
                    self.bump();
                    self.expect_punct(b'(')?;
                    a.dereferenceable = self.uint("a byte count", u64::MAX)?;
                    self.expect_punct(b')')?;
                    continue;
                }
                Tok::Ident("byval") => {
                    self.bump();
                    self.expect_punct(b'(')?;
                    a.byval = Some(self.ty()?);
                    self.expect_punct(b')')?;
                    continue;
                }
                _ => return Ok(a),
            }
            self.bump();
        }
    }

    // ---- function bodies ----

    /// Blocks up to and including the closing `}` line.
    fn body_ast(&mut self) -> PResult<Vec<BlockAst>> {
        let mut blocks: Vec<BlockAst> = Vec::new();
        loop {
            self.skip_newlines();
            match self.peek() {
                Tok::Punct(b'}') => {
                    self.bump();
                    self.expect_eol()?;
                    return Ok(blocks);
                }
                Tok::Block(name) => {
                    let label = (name.clone(), self.bump().pos);
                    let mut params = None;
                    if self.eat_punct(b'(') {
                        let mut ps = Vec::new();
                        if !self.eat_punct(b')') {
                            loop {
                                let v = self.value_ref("a block parameter")?;
                                self.expect_punct(b':')?;
                                ps.push((v, self.ty()?));
                                if self.eat_punct(b')') {
                                    break;
                                }
                                self.expect_punct(b',')?;
                            }
                        }
                        params = Some(ps);
                    }
                    self.expect_punct(b':')?;
                    self.expect_eol()?;
                    blocks.push(BlockAst {
                        label,
                        params,
                        insts: Vec::new(),
                    });
                }
                Tok::Eof => return self.expected("`}` closing the function body"),
                _ => {
                    let Some(block) = blocks.last_mut() else {
                        return self.expected("a block label such as `^bb0:`");
                    };
                    let inst = self.inst_ast()?;
                    block.insts.push(inst);
                }
            }
        }
    }

    /// Builds the body: creates blocks and definitions, then resolves uses.
    fn build_body(
        &mut self,
        blocks: Vec<BlockAst>,
        named: Option<Vec<(NameRef, Type)>>,
        open: usize,
    ) -> PResult<Body> {
        let mut body = Body::default();
        let mut block_of: FxHashMap<Name, Block> = FxHashMap::default();
        let mut value_of: FxHashMap<Name, Value> = FxHashMap::default();
        for b in &blocks {
            let blk = body.dfg.make_block();
            body.append_block(blk);
            body.dfg.block_names[blk] = b.label.0.ir_name();
            if block_of.insert(b.label.0.clone(), blk).is_some() {
                return self.err(
                    b.label.1,
                    format!("block `{}` is defined twice", b.label.0.show('^')),
                );
            }
        }
        if named.as_ref().is_some_and(|n| !n.is_empty()) && blocks.is_empty() {
            return self.err(open, "expected an entry block for the named parameters");
        }
        let mut insts = Vec::new();
        for (k, b) in blocks.iter().enumerate() {
            let blk = body.layout.blocks[k];
            let params = match (&named, &b.params) {
                (Some(_), Some(_)) if k == 0 => {
                    return self.err(
                        b.label.1,
                        "expected no entry block parameters: the signature names them",
                    );
                }
                (Some(n), None) if k == 0 => n.as_slice(),
                (_, Some(p)) => p.as_slice(),
                (_, None) => &[],
            };
            for ((name, pos), ty) in params {
                let v = body.dfg.append_block_param(blk, *ty);
                self.define(&mut body.dfg, &mut value_of, name, *pos, v)?;
            }
            for ia in &b.insts {
                let inst = body.dfg.make_inst(ia.opcode, &[], ia.attrs.clone(), ia.ty);
                body.append_inst(blk, inst);
                if let (Some((name, pos)), Some(v)) = (&ia.result, body.dfg.inst_result(inst)) {
                    self.define(&mut body.dfg, &mut value_of, name, *pos, v)?;
                }
                if !ia.meta.loop_hints.is_empty() || !ia.meta.range.is_empty() {
                    body.dfg.meta.insert(inst, ia.meta.clone());
                }
                insts.push((inst, ia));
            }
        }
        let use_of = |p: &Self, (name, pos): &NameRef| -> PResult<Value> {
            match value_of.get(name) {
                Some(&v) => Ok(v),
                None => p.err(*pos, format!("use of undefined value `{}`", name.show('%'))),
            }
        };
        for (inst, ia) in insts {
            let args = ia
                .args
                .iter()
                .map(|r| use_of(self, r))
                .collect::<PResult<Vec<_>>>()?;
            let mut succs = Vec::with_capacity(ia.succs.len());
            for s in &ia.succs {
                let Some(&blk) = block_of.get(&s.block.0) else {
                    return self.err(
                        s.block.1,
                        format!("branch to undefined block `{}`", s.block.0.show('^')),
                    );
                };
                let sargs = s
                    .args
                    .iter()
                    .map(|r| use_of(self, r))
                    .collect::<PResult<Vec<_>>>()?;
                succs.push(body.dfg.block_call(blk, &sargs));
            }
            if ia.opcode.format() == Format::Switch {
                let cty = args.first().map(|&a| body.dfg.value_type(a));
                let mut vals = Vec::with_capacity(ia.cases.len());
                for (text, pos) in &ia.cases {
                    vals.push(parse_int(text, cty).or_else(|msg| self.err(*pos, msg))?);
                }
                body.dfg.insts[inst].attrs = Attrs::Switch(vals);
            }
            let data = &mut body.dfg.insts[inst];
            data.args = ValueList::from_slice(&args, &mut body.dfg.pool);
            data.succs = succs;
        }
        Ok(body)
    }

    fn define(
        &self,
        dfg: &mut Dfg,
        value_of: &mut FxHashMap<Name, Value>,
        name: &Name,
        pos: usize,
        v: Value,
    ) -> PResult<()> {
        if value_of.insert(name.clone(), v).is_some() {
            return self.err(pos, format!("value `{}` is defined twice", name.show('%')));
        }
        dfg.value_names[v] = name.ir_name();
        Ok(())
    }
}

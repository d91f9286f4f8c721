//! Top-level entities: globals, functions, attribute groups, metadata.

use super::*;

impl<'a> Parser<'a> {
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
                        let s = self.string()?;
                        let Ok(line) = String::from_utf8(s) else {
                            return err(p, "unsupported: module-level inline asm that is not UTF-8");
                        };
                        m.asm.push(line);
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
                    let g = self.global(name, p, &mut m.aliases)?;
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
    pub(super) fn skip_uselistorder(&mut self) -> PResult<()> {
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
    pub(super) fn skip_summary_entry(&mut self) -> PResult<()> {
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

    pub(super) fn md_node_or_special(&mut self) -> PResult<Vec<MdItem>> {
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

    pub(super) fn md_node_body(&mut self) -> PResult<Vec<MdItem>> {
        self.nested("metadata nodes", |s| s.md_node_nested())
    }

    fn md_node_nested(&mut self) -> PResult<Vec<MdItem>> {
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

    pub(super) fn md_item(&mut self) -> PResult<MdItem> {
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

    /// A global variable, or (pushed to `aliases`, `None` returned) an
    /// alias; `ifunc` is refused.
    pub(super) fn global(
        &mut self,
        name: String,
        p: usize,
        aliases: &mut Vec<AliasAst>,
    ) -> PResult<Option<GlobalAst>> {
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
                Tok::Ident(w) if w == "alias" => {
                    self.bump();
                    // The value type (a function type for a function).
                    self.pty()?;
                    self.expect_punct(',')?;
                    let PTy::Val(ty) = self.pty()? else {
                        return self.expected("the aliasee's pointer type");
                    };
                    let pos = self.pos();
                    let val = self.value(ty)?;
                    self.global_attributes()?;
                    aliases.push(AliasAst {
                        name,
                        pos: p,
                        target: Operand { ty, val, pos },
                    });
                    return Ok(None);
                }
                Tok::Ident(w) if w == "ifunc" => {
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
        let align = self.global_attributes()?;
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

    /// A global's trailing `, align n`, `section`, `comdat` and metadata
    /// attachments: the alignment (0 when none).
    fn global_attributes(&mut self) -> PResult<u32> {
        let mut align = 0;
        loop {
            // LLVM also reads an attribute right after the type with no
            // comma (`@a = external global ptr align 16`).
            let attr_word = matches!(self.peek(), Tok::Ident(w)
                if matches!(w.as_str(), "align" | "section" | "partition" | "comdat"));
            if !self.eat_punct(',') && !attr_word {
                break;
            }
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
        Ok(align)
    }

    pub(super) fn can_start_value(&self) -> bool {
        match self.peek() {
            Tok::Int(_) | Tok::Float(_) | Tok::Hex(_) | Tok::CStr(_) | Tok::Global(_) => true,
            Tok::Punct('<' | '[' | '{') => true,
            Tok::Ident(w) => !matches!(w.as_str(), "align" | "section" | "comdat" | "partition"),
            _ => false,
        }
    }

    pub(super) fn function(&mut self) -> PResult<FuncAst> {
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
                // Other targets' conventions name code that is not for
                // the GPU (`amdgpu_kernel`, `spir_kernel`, `x86_stdcallcc`).
                Tok::Ident(w) if foreign_convention(&w) => {
                    return err(
                        self.pos(),
                        format!("unsupported: calling convention '{w}' (not an NVPTX one)"),
                    );
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
        let intrinsic = dialects::ir::intrinsics::is_intrinsic_name(&name);
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

    pub(super) fn body(&mut self) -> PResult<Vec<BlockAst>> {
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
                            b.insts.extend(self.then_branch.take());
                        }
                    }
                }
            }
        }
        Ok(blocks)
    }
}

/// A calling convention of another target (LLVM's keywords for AMDGPU,
/// SPIR, x86, ARM, AArch64, RISC-V, AVR, MSP430, M68k, ...).
fn foreign_convention(w: &str) -> bool {
    const PREFIXES: [&str; 10] = [
        "amdgpu_", "spir_", "x86_", "arm_", "aarch64_", "riscv_", "avr_", "msp430_", "m68k_",
        "win64cc",
    ];
    PREFIXES.iter().any(|p| w.starts_with(p))
        || matches!(
            w,
            "swiftcc"
                | "swifttailcc"
                | "webkit_jscc"
                | "anyregcc"
                | "ghccc"
                | "hhvmcc"
                | "hhvm_ccc"
                | "cxx_fast_tlscc"
                | "cfguard_checkcc"
                | "intel_ocl_bicc"
                | "amdgpu_gfx"
        )
}

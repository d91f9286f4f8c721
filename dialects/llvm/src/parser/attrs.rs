//! Parameter and function attributes.

use super::*;

impl<'a> Parser<'a> {
    // ----------------------------------------------------------- attributes

    /// Consumes one parameter/return attribute if present.
    pub(super) fn param_attr_word(&mut self) -> bool {
        let mut sink = ParamAttrs::default();
        self.param_attr(&mut sink).unwrap_or(false)
    }

    pub(super) fn param_attr(&mut self, a: &mut ParamAttrs) -> PResult<bool> {
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

    pub(super) fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut a = ParamAttrs::default();
        while self.param_attr(&mut a)? {}
        Ok(a)
    }

    /// Function attributes up to `{`, `section`, etc.: words, `"k"="v"`, `#N`.
    /// With `lenient` (function headers and attribute groups, where nothing
    /// else can follow) unknown words are taken as attributes too, so
    /// attributes newer than this parser do not stop it.
    pub(super) fn fn_attrs(
        &mut self,
        groups: &mut Vec<String>,
        out: &mut Vec<(String, Option<String>)>,
        lenient: bool,
    ) -> PResult<()> {
        loop {
            match self.peek().clone() {
                // A debug record on the next line (`#dbg_declare(...)`)
                // after a call, not one of the call's attribute groups.
                Tok::AttrGroup(g) if g.starts_with("dbg_") => break Ok(()),
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
}

//! Types: scalars, vectors, arrays, literal and named structs, typed pointers.

use super::*;

impl<'a> Parser<'a> {
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
    pub(super) fn pty_inner(&mut self, allow_fn: bool) -> PResult<PTy> {
        self.nested("types", |s| s.pty_nested(allow_fn))
    }

    fn pty_nested(&mut self, allow_fn: bool) -> PResult<PTy> {
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

    pub(super) fn addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect_punct('(')?;
        let a = self.u32_val()?;
        self.expect_punct(')')?;
        Ok(a)
    }

    pub(super) fn base_ty(&mut self) -> PResult<PTy> {
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
                    // Storage only, as LLVM's NVPTX backend takes it
                    // (fp128-storage-type.ll): loads, stores, arguments
                    // and returns of its 16 bytes, which an i128 does
                    // alike; arithmetic on it fails the verifier.
                    "fp128" => PTy::Val(Type::Int(128)),
                    "x86_fp80" | "ppc_fp128" | "x86_mmx" | "x86_amx" => {
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

    pub(super) fn struct_body(&mut self, packed: bool) -> PResult<PTy> {
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

    pub(super) fn named_type(&mut self, name: &str, p: usize) -> PResult<PTy> {
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
}

//! Values and constants, including constant expressions.

use super::*;

impl<'a> Parser<'a> {
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

    pub(super) fn constant(&mut self, ty: Type) -> PResult<ConstAst> {
        self.nested("constants", |s| s.constant_nested(ty))
    }

    fn constant_nested(&mut self, ty: Type) -> PResult<ConstAst> {
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
            Tok::Hex(s) if s.starts_with('f') => ConstAst::Float(s),
            // fp128's literal, read where fp128 is an i128 (storage only).
            Tok::Hex(s) if s.starts_with("0xL") => ConstAst::Float(s),
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

    pub(super) fn gep_flags(&mut self) -> bool {
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
}

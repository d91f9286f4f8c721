//! Blocks, phis and the function skeleton; metadata.

use super::*;

impl<'i, 'a> FnLower<'i, 'a> {
    pub(super) fn lower(mut self, blocks: &'a [BlockAst]) -> R<(Body, Places)> {
        if blocks.is_empty() {
            return Err((
                self.f.pos,
                "a function definition needs at least one block".into(),
            ));
        }
        // Name implicit labels the way LLVM numbers them.
        let mut last_num: i64 = -1;
        let bump = |s: &str, last: &mut i64| {
            if is_numeric(s) {
                if let Ok(n) = s.parse::<i64>() {
                    *last = n;
                }
            }
        };
        for p in &self.f.params {
            if let Some(n) = &p.name {
                bump(n, &mut last_num);
            } else {
                last_num = last_num.saturating_add(1);
            }
        }
        let mut names = Vec::with_capacity(blocks.len());
        for b in blocks {
            let name = if b.name.is_empty() {
                last_num = last_num.saturating_add(1);
                last_num.to_string()
            } else {
                bump(&b.name, &mut last_num);
                b.name.clone()
            };
            names.push(name);
            for i in &b.insts {
                if let Some(r) = &i.result {
                    bump(r, &mut last_num);
                } else if has_value(&i.kind) {
                    last_num = last_num.saturating_add(1);
                    self.unnamed.insert(i, last_num.to_string());
                }
            }
        }
        let mut by_name: FxHashMap<&str, usize> = FxHashMap::default();
        for (i, n) in names.iter().enumerate() {
            if by_name.insert(n.as_str(), i).is_some() {
                return Err((blocks[i].pos, format!("redefinition of block '%{n}'")));
            }
        }
        // Successors per block, checked.
        let mut succs: Vec<Vec<(usize, usize)>> = Vec::with_capacity(blocks.len());
        for (bi, b) in blocks.iter().enumerate() {
            let Some(term) = b.insts.last().filter(|i| is_terminator(&i.kind)) else {
                let p = b.insts.last().map_or(b.pos, |i| i.pos);
                return Err((
                    p,
                    format!("block '%{}' does not end with a terminator", names[bi]),
                ));
            };
            if let Some(i) = b.insts[..b.insts.len() - 1]
                .iter()
                .find(|i| is_terminator(&i.kind))
            {
                return Err((i.pos, "terminator in the middle of a block".into()));
            }
            let mut s = Vec::new();
            let mut look = |l: &String, p: usize| -> R<()> {
                match by_name.get(l.as_str()) {
                    Some(&t) => {
                        s.push((t, p));
                        Ok(())
                    }
                    None => Err((p, format!("use of undefined label '%{l}'"))),
                }
            };
            match &term.kind {
                InstKind::Br(l, p) => look(l, *p)?,
                InstKind::CondBr(_, a, ap, b2, bp) => {
                    look(a, *ap)?;
                    look(b2, *bp)?;
                }
                InstKind::Switch(_, d, dp, cases) => {
                    look(d, *dp)?;
                    for (_, l, lp) in cases {
                        look(l, *lp)?;
                    }
                }
                _ => {}
            }
            succs.push(s);
        }
        if let Some(&(_, p)) = succs.iter().flatten().find(|(t, _)| *t == 0) {
            return Err((p, "the entry block cannot be a branch target".into()));
        }
        // Reverse postorder from the entry (iterative DFS).
        let mut visited = vec![false; blocks.len()];
        let mut post = Vec::new();
        let mut stack = vec![(0usize, 0usize)];
        visited[0] = true;
        while let Some((b, i)) = stack.pop() {
            if i < succs[b].len() {
                stack.push((b, i + 1));
                let t = succs[b][i].0;
                if !visited[t] {
                    visited[t] = true;
                    stack.push((t, 0));
                }
            } else {
                post.push(b);
            }
        }
        let rpo: Vec<usize> = post.into_iter().rev().collect();
        // Blocks in source order (reachable ones), entry first.
        let mut ir_blocks = vec![None; blocks.len()];
        ir_blocks[0] = Some(self.entry);
        self.body.append_block(self.entry);
        for bi in 1..blocks.len() {
            if visited[bi] {
                let b = self.body.dfg.make_block();
                self.body.append_block(b);
                ir_blocks[bi] = Some(b);
            }
        }
        for (bi, name) in names.iter().enumerate() {
            if let Some(b) = ir_blocks[bi] {
                self.places.blocks.insert(b, blocks[bi].pos);
                if !is_numeric(name) && !name.is_empty() {
                    self.body.dfg.block_names[b] = Some(name.clone());
                }
            }
        }
        // Function parameters. An unnamed parameter takes the next free
        // number after the last numbered one (`(ptr %args, ptr)` makes the
        // second parameter `%0`), as LLVM numbers them.
        let mut next_num: i64 = 0;
        for p in &self.f.params {
            let v = self.body.dfg.append_block_param(self.entry, p.ty);
            let name = match &p.name {
                Some(n) => {
                    if is_numeric(n) {
                        next_num = n.parse::<i64>().map_or(next_num, |k| k.saturating_add(1));
                    }
                    n.clone()
                }
                None => {
                    let n = next_num;
                    next_num = next_num.saturating_add(1);
                    n.to_string()
                }
            };
            self.define(&name, v, self.f.pos)?;
        }
        if self.f.variadic {
            self.vararg = Some(self.body.dfg.append_block_param(self.entry, Type::Ptr(0)));
        }
        // Phis become parameters.
        let mut phis: Vec<Vec<&'a InstAst>> = vec![Vec::new(); blocks.len()];
        for &bi in &rpo {
            let b = ir_blocks[bi].expect("reachable block has an IR block");
            let mut in_phis = true;
            for i in &blocks[bi].insts {
                if let InstKind::Phi(ty, _) = &i.kind {
                    if !in_phis {
                        return Err((i.pos, "phi nodes must come first in a block".into()));
                    }
                    if bi == 0 {
                        return Err((i.pos, "the entry block cannot have phi nodes".into()));
                    }
                    let v = self.body.dfg.append_block_param(b, *ty);
                    if let Some(r) = self.result_name(i) {
                        self.define(&r, v, i.pos)?;
                    }
                    phis[bi].push(i);
                } else {
                    in_phis = false;
                }
            }
        }
        // Instructions, in reverse postorder so definitions precede uses.
        let mut edges: Vec<(Inst, usize, usize, usize)> = Vec::new();
        for &bi in &rpo {
            let b = ir_blocks[bi].expect("reachable block has an IR block");
            for i in &blocks[bi].insts {
                if matches!(i.kind, InstKind::Phi(..)) {
                    continue;
                }
                if let Some(t) = self.inst(b, i)? {
                    for (si, &(target, _)) in succs[bi].iter().enumerate() {
                        edges.push((t, si, target, bi));
                    }
                }
            }
        }
        // Branch arguments from phi incoming values.
        for (t, si, target, pred) in edges {
            let mut args = Vec::new();
            for phi in &phis[target] {
                let InstKind::Phi(ty, inc) = &phi.kind else {
                    continue;
                };
                let Some((v, vp, _)) = inc.iter().find(|(_, _, l)| *l == names[pred]) else {
                    return Err((
                        phi.pos,
                        format!(
                            "phi has no incoming value for predecessor '%{}'",
                            names[pred]
                        ),
                    ));
                };
                args.push(self.value(At::Prefix, *ty, v, *vp)?);
            }
            let tb = ir_blocks[target].expect("successor of a reachable block is reachable");
            let call = self.body.dfg.block_call(tb, &args);
            let succs = &mut self.body.dfg.insts[t].succs;
            if succs.len() <= si {
                succs.resize(si + 1, call.clone());
            }
            succs[si] = call;
        }
        super::masked::expand_runtime_masks(&mut self.body);
        Ok((self.body, self.places))
    }

    /// The name an instruction's result is known by: written, or the
    /// number LLVM gives an unnamed value.
    pub(super) fn result_name(&self, i: &InstAst) -> Option<String> {
        i.result
            .clone()
            .or_else(|| self.unnamed.get(&std::ptr::from_ref(i)).cloned())
    }

    pub(super) fn define(&mut self, name: &str, v: Value, pos: usize) -> R<()> {
        if self.values.insert(name.to_string(), v).is_some() {
            return Err((pos, format!("redefinition of value '%{name}'")));
        }
        if !is_numeric(name) {
            self.body.dfg.value_names[v] = Some(name.to_string());
        }
        Ok(())
    }

    pub(super) fn meta(&self, inst: &InstAst) -> (InstMeta, bool, bool) {
        let mut meta = InstMeta::default();
        let (mut invariant, mut nontemporal) = (false, false);
        let nodes = &self.imp.ast.md_nodes;
        for (kind, id) in &inst.md {
            match kind.as_str() {
                "invariant.load" => invariant = true,
                "nontemporal" => nontemporal = true,
                k if k == dialects::ir::loop_hints::LOOP_MD_KIND => {
                    for item in nodes.get(id).map(|v| v.as_slice()).unwrap_or(&[]) {
                        let node = match item {
                            MdItem::Ref(r) if r != id => nodes.get(r).map(|v| v.as_slice()),
                            MdItem::Node(n) => Some(n.as_slice()),
                            _ => None,
                        };
                        if let Some([MdItem::Str(name), rest @ ..]) = node {
                            let val = match rest.first() {
                                Some(MdItem::Value(Operand {
                                    val: ValAst::Const(ConstAst::Int(v)),
                                    ..
                                })) => Some(*v as i64),
                                _ => None,
                            };
                            meta.loop_hints.push((name.clone(), val));
                        }
                    }
                }
                "range" => {
                    let items = nodes.get(id).map(|v| v.as_slice()).unwrap_or(&[]);
                    for pair in items.chunks(2) {
                        if let [MdItem::Value(Operand {
                            val: ValAst::Const(ConstAst::Int(a)),
                            ty: Type::Int(b),
                            ..
                        }), MdItem::Value(Operand {
                            val: ValAst::Const(ConstAst::Int(c)),
                            ..
                        })] = pair
                        {
                            meta.range
                                .push((mask(*a as u128, *b), mask(*c as u128, *b)));
                        }
                    }
                }
                _ => {}
            }
        }
        (meta, invariant, nontemporal)
    }
}

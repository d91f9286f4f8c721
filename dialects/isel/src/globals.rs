//! Module-level variables: `.global`, `.const`, `.shared` and dynamic
//! `.extern .shared`, with alignment and flattened initializers.

use super::calls::linkage;
use super::ModCtx;
use dialects::ir::*;
use ptx::{Init, PtxType, Space, VarDecl};

/// Declarations of every global of the module (`llvm.*` globals such as
/// `llvm.used` are metadata and skipped, and so are internal globals that
/// nothing uses: the reflect strings of a linked libdevice, once the
/// queries are folded, as libNVVM's global DCE drops them).
pub(crate) fn select_globals(cx: &ModCtx<'_>) -> Result<Vec<VarDecl>, String> {
    let mut out = Vec::new();
    let used = used_globals(cx.m);
    for id in declaration_order(cx.m) {
        let g = &cx.m.globals[id];
        // An unused declaration goes too: clang's -O0 CUDA declares
        // `@blockIdx`, `@threadIdx` and the like, which nothing reads once
        // their accessors are inlined, and ptxas warns about each.
        let droppable = g.linkage == Linkage::Internal || g.init.is_none();
        if dialects::ir::intrinsics::is_intrinsic_name(&g.name)
            || (droppable && !used.contains(&id))
        {
            continue;
        }
        let d = select_global(cx, id, g)
            .map_err(|why| format!("unsupported: global @{}: {why}", g.name))?;
        out.push(d);
    }
    Ok(out)
}

fn select_global(cx: &ModCtx<'_>, id: GlobalId, g: &Global) -> Result<VarDecl, String> {
    // A texture, surface or sampler reference: an opaque `.global`
    // variable the driver binds (llc writes it without linkage or
    // alignment).
    if let Some(k) = cx.m.texsurf.get(&g.name) {
        use dialects::ir::RefKind;
        return Ok(VarDecl {
            space: Space::Global,
            linkage: None,
            align: 0,
            ty: match k {
                RefKind::Texture => PtxType::TexRef,
                RefKind::Surface => PtxType::SurfRef,
                RefKind::Sampler => PtxType::SamplerRef,
            },
            name: cx.global_names[id].clone(),
            dims: Vec::new(),
            init: None,
        });
    }
    let space = match g.addrspace {
        0 | 1 => Space::Global,
        3 => Space::Shared,
        4 => Space::Const,
        a => return Err(format!("variables in address space {a}")),
    };
    let name = cx.global_names[id].clone();
    let align = if g.align > 0 {
        g.align as u64
    } else {
        g.ty.abi_align()
    }
    .max(1);
    let size = g.ty.store_size();
    let init = match &g.init {
        Some(Const::Undef | Const::Poison) => None,
        other => other.clone(),
    };
    // i128 and odd-width integers (i2, i65) have no PTX variable type:
    // such a global is its store size in bytes.
    let scalar = g.ty.as_compound().is_none() && scalar_init(g.ty, &[]).is_ok();
    let mut d = VarDecl {
        space,
        linkage: None,
        align: align as u32,
        ty: PtxType::B8,
        name,
        dims: vec![Some(size)],
        init: None,
    };
    if scalar {
        // Scalars keep their type: `.global .align 4 .u32 x = 5;`.
        d.ty = scalar_init(g.ty, &[])?.0;
        d.dims = vec![];
    }
    if g.init.is_none() {
        // A declaration; a zero-sized one is dynamic shared memory.
        d.linkage = Some("extern".into());
        if size == 0 && !scalar {
            d.dims = vec![None];
        }
        return Ok(d);
    }
    // Zero initializers are recognised without materializing their bytes,
    // so a 1 TiB zero-initialized array costs nothing (as with llc).
    let init = init.filter(|c| !all_zero(c));
    if init.is_some() && size > MAX_INIT_BYTES {
        return Err(format!(
            "an initializer of {size} bytes (at most {MAX_INIT_BYTES} non-zero-initialized bytes are written out)"
        ));
    }
    if space == Space::Shared {
        // Shared memory starts undefined; a zero initializer (what some
        // front ends write for `__shared__`) is dropped as llc does, any
        // other value cannot be honoured.
        if let Some(c) = &init {
            let mut bytes = vec![0u8; size as usize];
            let mut relocs = Vec::new();
            flatten(cx, c, g.ty, 0, &mut bytes, &mut relocs)?;
            if !relocs.is_empty() || bytes.iter().any(|&b| b != 0) {
                return Err("shared variables cannot be initialized".into());
            }
        }
        // An external one is visible to separately compiled modules, as
        // llc writes it (`.visible .shared`).
        if g.linkage == Linkage::External {
            d.linkage = linkage(g.linkage);
        }
        return Ok(d);
    }
    d.linkage = linkage(g.linkage);
    let Some(init) = init else {
        return Ok(d);
    };
    let mut bytes = vec![0u8; size as usize];
    let mut relocs = Vec::new();
    flatten(cx, &init, g.ty, 0, &mut bytes, &mut relocs)?;
    if relocs.is_empty() && bytes.iter().all(|&b| b == 0) {
        // .global and .const variables start zeroed.
        return Ok(d);
    }
    if scalar && relocs.is_empty() {
        d.init = Some(vec![scalar_init(g.ty, &bytes)?.1]);
        return Ok(d);
    }
    if relocs.is_empty() {
        d.init = Some(bytes.iter().map(|&b| Init::Int(b as u64)).collect());
        return Ok(d);
    }
    // Symbol addresses need 64-bit elements; one at an unaligned offset,
    // or narrowed to fewer bytes (`ptrtoint` to i32), is written byte by
    // byte with PTX 7.1's mask operator (`0xFF00(sym)`), as llc does.
    if !size.is_multiple_of(8)
        || relocs
            .iter()
            .any(|(o, _, w)| !o.is_multiple_of(8) || *w != 8)
    {
        let mut elems: Vec<Init> = bytes.iter().map(|&b| Init::Int(b as u64)).collect();
        for (o, sym, w) in relocs {
            for k in 0..w {
                if let Some(e) = elems.get_mut((o + k) as usize) {
                    *e = Init::Masked {
                        byte: k as u8,
                        sym: Box::new(sym.clone()),
                    };
                }
            }
        }
        d.ty = PtxType::U8;
        d.dims = vec![Some(size)];
        d.init = Some(elems);
        return Ok(d);
    }
    let mut words = Vec::new();
    for (i, chunk) in bytes.chunks(8).enumerate() {
        let off = i as u64 * 8;
        match relocs.iter().find(|(o, _, _)| *o == off) {
            Some((_, s, _)) => words.push(s.clone()),
            None => {
                let mut w = [0u8; 8];
                w.copy_from_slice(chunk);
                words.push(Init::Int(u64::from_le_bytes(w)));
            }
        }
    }
    d.ty = PtxType::U64;
    d.dims = if scalar { vec![] } else { vec![Some(size / 8)] };
    d.align = d.align.max(8);
    d.init = Some(words);
    Ok(d)
}

/// Globals in source order, except that a global whose initializer uses
/// another's address comes after it: ptxas resolves an initializer's symbol
/// only against variables already declared ("Invalid initial value
/// symbol"). The importer refuses cycles; were one to reach here, its
/// members keep source order and ptxas reports it.
/// The globals function bodies use, and what their initializers use in
/// turn, with every non-internal global defined here (another module may
/// use it).
fn used_globals(m: &Module) -> rustc_hash::FxHashSet<GlobalId> {
    fn refs(c: &Const, out: &mut Vec<GlobalId>) {
        match c {
            Const::GlobalAddr(g, _) => out.push(*g),
            Const::Aggregate(items) => items.iter().for_each(|i| refs(i, out)),
            _ => {}
        }
    }
    let mut work: Vec<GlobalId> = m
        .globals
        .iter()
        .filter(|(_, g)| g.linkage != Linkage::Internal && g.init.is_some())
        .map(|(id, _)| id)
        .collect();
    for f in m.funcs.values() {
        let Some(body) = &f.body else { continue };
        for inst in body.all_insts() {
            match &body.dfg.insts[inst].attrs {
                Attrs::Symbol(Symbol::Global(g)) => work.push(*g),
                Attrs::Const(c) => refs(c, &mut work),
                _ => {}
            }
        }
    }
    let mut used = rustc_hash::FxHashSet::default();
    while let Some(g) = work.pop() {
        if used.insert(g) {
            if let Some(c) = &m.globals[g].init {
                refs(c, &mut work);
            }
        }
    }
    used
}

fn declaration_order(m: &Module) -> Vec<GlobalId> {
    fn refs(c: &Const, out: &mut Vec<GlobalId>) {
        match c {
            Const::GlobalAddr(g, _) => out.push(*g),
            Const::Aggregate(items) => items.iter().for_each(|i| refs(i, out)),
            _ => {}
        }
    }
    let mut placed = cranelift_entity::SecondaryMap::<GlobalId, u8>::new();
    let mut order = Vec::with_capacity(m.globals.len());
    for root in m.globals.keys() {
        // Iterative post-order; 1 = being visited, 2 = placed.
        let mut stack = vec![(root, None::<Vec<GlobalId>>)];
        while let Some((g, deps)) = stack.last_mut() {
            let g = *g;
            if placed[g] == 2 {
                stack.pop();
                continue;
            }
            placed[g] = 1;
            let deps = deps.get_or_insert_with(|| {
                let mut v = Vec::new();
                if let Some(c) = &m.globals[g].init {
                    refs(c, &mut v);
                }
                v.reverse();
                v
            });
            match deps.pop() {
                Some(d) if placed[d] == 0 => stack.push((d, None)),
                Some(_) => {}
                None => {
                    placed[g] = 2;
                    order.push(g);
                    stack.pop();
                }
            }
        }
    }
    order
}

/// The largest variable whose initializer is flattened into PTX text: 256
/// MiB of initializer is already over a gigabyte of `.b8` list.
const MAX_INIT_BYTES: u64 = 1 << 28;

/// Whether constant `c` is all zero bits (+0.0 included, -0.0 not).
fn all_zero(c: &Const) -> bool {
    match c {
        Const::Int(v) => *v == 0,
        Const::Float(b) => *b == 0,
        Const::Null | Const::Zero => true,
        Const::Undef | Const::Poison => false,
        Const::Bytes(bs) => bs.iter().all(|&b| b == 0),
        Const::Aggregate(items) => items.iter().all(all_zero),
        Const::GlobalAddr(..) | Const::FuncAddr(_) => false,
    }
}

/// The PTX type and initializer of a scalar global.
fn scalar_init(t: Type, bytes: &[u8]) -> Result<(PtxType, Init), String> {
    let mut w = [0u8; 8];
    let n = bytes.len().min(8);
    w[..n].copy_from_slice(&bytes[..n]);
    let v = u64::from_le_bytes(w);
    Ok(match t {
        Type::Int(1) | Type::Int(8) => (PtxType::U8, Init::Int(v)),
        Type::Int(16) => (PtxType::U16, Init::Int(v)),
        Type::F16 | Type::BF16 => (PtxType::B16, Init::Int(v)),
        Type::Int(32) => (PtxType::U32, Init::Int(v)),
        Type::Int(64) | Type::Ptr(_) => (PtxType::U64, Init::Int(v)),
        Type::F32 => (PtxType::F32, Init::F32(v as u32)),
        Type::F64 => (PtxType::F64, Init::F64(v)),
        _ => return Err(format!("scalar of type {t}")),
    })
}

/// Writes constant `c` of type `t` at byte `off`; symbol addresses go to
/// `relocs`.
fn flatten(
    cx: &ModCtx<'_>,
    c: &Const,
    t: Type,
    off: u64,
    bytes: &mut [u8],
    relocs: &mut Vec<(u64, Init, u64)>,
) -> Result<(), String> {
    let mut put = |at: u64, v: u128, n: u64| -> Result<(), String> {
        for i in 0..n {
            let slot = bytes
                .get_mut((at + i) as usize)
                .ok_or("initializer larger than its variable")?;
            *slot = (v >> (8 * i)) as u8;
        }
        Ok(())
    };
    match c {
        Const::Int(v) => put(off, *v, t.store_size()),
        Const::Float(b) => put(off, *b as u128, t.store_size()),
        Const::Null | Const::Zero | Const::Undef | Const::Poison => Ok(()),
        Const::Bytes(bs) => {
            for (i, b) in bs.iter().enumerate() {
                put(off + i as u64, *b as u128, 1)?;
            }
            Ok(())
        }
        Const::GlobalAddr(g, o) => {
            relocs.push((
                off,
                Init::Sym {
                    name: cx.global_names[*g].clone(),
                    offset: *o,
                    generic: t == Type::Ptr(0),
                },
                address_bytes(t),
            ));
            Ok(())
        }
        Const::FuncAddr(f) => {
            relocs.push((
                off,
                Init::Sym {
                    name: cx.func_names[*f].clone(),
                    offset: 0,
                    generic: false,
                },
                address_bytes(t),
            ));
            Ok(())
        }
        Const::Aggregate(items) => {
            match t.as_compound() {
                Some(Compound::Struct { fields, .. }) => {
                    let (offs, _) = t.struct_layout().unwrap_or_default();
                    for ((item, ft), o) in items.iter().zip(fields).zip(offs) {
                        flatten(cx, item, ft, off + o, bytes, relocs)?;
                    }
                }
                Some(Compound::Array { elem, .. }) | Some(Compound::Vector { elem, .. }) => {
                    if elem == Type::Int(1) && t.as_vector().is_some() {
                        return Err("initializer of an i1 vector".into());
                    }
                    let sz = elem.store_size();
                    for (i, item) in items.iter().enumerate() {
                        flatten(cx, item, elem, off + i as u64 * sz, bytes, relocs)?;
                    }
                }
                None => return Err(format!("aggregate constant of scalar type {t}")),
            }
            Ok(())
        }
    }
}

/// The bytes of an address a field of type `t` holds: a pointer's 8, or an
/// integer's own width when `ptrtoint` narrowed it (a wider one has the
/// address in its low 8 bytes and zeros above).
fn address_bytes(t: Type) -> u64 {
    match t {
        Type::Int(b) => (u64::from(b) / 8).clamp(1, 8),
        _ => 8,
    }
}

//! Memory of the interpreters: address spaces, host buffers, shared and
//! local memory, byte-exact initialization tracking.
//!
//! # Address spaces and the generic window
//!
//! A pointer value holds an address *in its own space*, as in PTX: a
//! `ptr addrspace(3)` holds a shared-space address, a generic `ptr` holds a
//! generic address. Generic addresses are tagged by their top 16 bits so
//! that a generic pointer to any space resolves (`cvta` and
//! `addrspacecast` are additions or subtractions of the window base):
//!
//! | generic address                          | space    | space address    |
//! |------------------------------------------|----------|------------------|
//! | `0x0000_xxxx_xxxx_xxxx`                  | global   | same value       |
//! | `0x0001_0000_xxxx_xxxx` ([`SHARED_WINDOW`]) | shared | low 32 bits      |
//! | `0x0002_0000_xxxx_xxxx` ([`LOCAL_WINDOW`])  | local  | low 32 bits      |
//! | `0x0003_0000_xxxx_xxxx` ([`CONST_WINDOW`])  | const  | low 32 bits      |
//! | `0x0004_0000_xxxx_xxxx` ([`PARAM_WINDOW`])  | param  | low 32 bits      |
//!
//! Global buffers start at [`GLOBAL_HEAP_BASE`] (above 4 GiB, so a pointer
//! truncated to 32 bits is caught). In every space, addresses below
//! [`NULL_PAGE`] are the null page: any access there is a null access.
//! The null pointer converts to null in both directions.
//!
//! # Allocations
//!
//! Every space is a set of allocations (host buffers, module globals,
//! shared variables, allocas) separated by unmapped guard gaps, so an access
//! that runs off one allocation is out of bounds instead of silently hitting
//! the next one. An access must lie within one allocation and be aligned to
//! the alignment the caller asks for (the natural alignment of the access).
//!
//! Shared memory belongs to the block being run and local memory to each of
//! its threads: the grid engine runs blocks one after another and calls
//! [`Memory::begin_block`] to give each block fresh, uninitialized shared and
//! local memory.
//!
//! # Initialization
//!
//! Every byte has an initialized bit. Host writes and device stores set it;
//! a device load of a byte whose bit is clear is an error. The exceptions,
//! where reading uninitialized bytes is allowed because it does not observe
//! them: [`Memory::load_partial`] (used for padding bytes of aggregates and
//! for `memcpy`/`memmove`, which copy the bits along with the data) and the
//! host's [`Memory::read_with_init`] (for dumping and comparing buffers).
//! Stores of undefined values clear the bits ([`Memory::store_partial`]).

use std::collections::BTreeMap;
use std::fmt::Write;

use super::error::{ErrorKind, Fault};

/// Global buffers are allocated from here upwards.
pub const GLOBAL_HEAP_BASE: u64 = 0x0000_0010_0000_0000;
/// Addresses below this are the null page in every space.
pub const NULL_PAGE: u64 = 0x1000;
/// Generic address of shared-space address 0.
pub const SHARED_WINDOW: u64 = 0x0001_0000_0000_0000;
/// Generic address of local-space address 0.
pub const LOCAL_WINDOW: u64 = 0x0002_0000_0000_0000;
/// Generic address of constant-space address 0.
pub const CONST_WINDOW: u64 = 0x0003_0000_0000_0000;
/// Generic address of param-space address 0.
pub const PARAM_WINDOW: u64 = 0x0004_0000_0000_0000;
/// Window of function "addresses" (`nvvm.addr @f`); never dereferenceable.
pub const FUNC_WINDOW: u64 = 0x00ff_0000_0000_0000;
/// Space addresses of shared, local, const and param memory are below this.
const WINDOW_LIMIT: u64 = 1 << 32;
/// Unmapped bytes between global buffers (and their alignment).
const GLOBAL_GUARD: u64 = 256;
/// Unmapped bytes between allocations of the other spaces.
const SMALL_GUARD: u64 = 64;
/// Local memory a thread may allocate (allocas and spill areas).
const LOCAL_LIMIT: u64 = 1 << 20;

pub use dialects::ir::intrinsics::AddrSpace;

/// Where a space's addresses start in the generic address space.
fn window(space: AddrSpace) -> u64 {
    match space {
        AddrSpace::Generic | AddrSpace::Global => 0,
        AddrSpace::Shared => SHARED_WINDOW,
        AddrSpace::Local => LOCAL_WINDOW,
        AddrSpace::Const => CONST_WINDOW,
        AddrSpace::Param => PARAM_WINDOW,
    }
}

/// Converts an address of `space` to a generic address (PTX `cvta`).
pub fn to_generic(space: AddrSpace, addr: u64) -> u64 {
    if addr == 0 {
        return 0;
    }
    window(space).wrapping_add(addr)
}

/// The space a generic address points into, and its address there.
pub fn resolve_generic(g: u64) -> Result<(AddrSpace, u64), Fault> {
    let low = g & 0x0000_ffff_ffff_ffff;
    let space = match g >> 48 {
        0 => return Ok((AddrSpace::Global, g)),
        1 => AddrSpace::Shared,
        2 => AddrSpace::Local,
        3 => AddrSpace::Const,
        4 => AddrSpace::Param,
        _ => {
            return Err(Fault::new(
                ErrorKind::OutOfBounds,
                format!("generic address {g:#x} is in no address-space window"),
            ))
        }
    };
    if low >= WINDOW_LIMIT {
        return Err(Fault::new(
            ErrorKind::OutOfBounds,
            format!(
                "generic address {g:#x} is beyond the {} window",
                space.name()
            ),
        ));
    }
    Ok((space, low))
}

/// Converts a generic address to an address of `space` (PTX `cvta.to`);
/// an error when it points into another space.
pub fn from_generic(space: AddrSpace, g: u64) -> Result<u64, Fault> {
    if space == AddrSpace::Generic || g == 0 {
        return Ok(g);
    }
    let (s, a) = resolve_generic(g)?;
    if s != space {
        return Err(Fault::ub(format!(
            "conversion of generic address {g:#x} (a {} address) to the {} space",
            s.name(),
            space.name()
        )));
    }
    Ok(a)
}

/// Element type of a buffer, for dumping and for host-side typed access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ElemType {
    /// Signed 8-bit.
    I8,
    /// Unsigned 8-bit.
    U8,
    /// Signed 16-bit.
    I16,
    /// Unsigned 16-bit.
    U16,
    /// Signed 32-bit.
    I32,
    /// Unsigned 32-bit.
    U32,
    /// Signed 64-bit.
    I64,
    /// Unsigned 64-bit.
    U64,
    /// IEEE half (bit pattern).
    F16,
    /// bfloat16 (bit pattern).
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
}

impl ElemType {
    /// Every element type.
    pub const ALL: &'static [ElemType] = &[
        ElemType::I8,
        ElemType::U8,
        ElemType::I16,
        ElemType::U16,
        ElemType::I32,
        ElemType::U32,
        ElemType::I64,
        ElemType::U64,
        ElemType::F16,
        ElemType::BF16,
        ElemType::F32,
        ElemType::F64,
    ];

    /// Size in bytes.
    pub fn size(self) -> usize {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::I16 | ElemType::U16 | ElemType::F16 | ElemType::BF16 => 2,
            ElemType::I32 | ElemType::U32 | ElemType::F32 => 4,
            ElemType::I64 | ElemType::U64 | ElemType::F64 => 8,
        }
    }

    /// The short name (`f32`, `u8`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ElemType::I8 => "i8",
            ElemType::U8 => "u8",
            ElemType::I16 => "i16",
            ElemType::U16 => "u16",
            ElemType::I32 => "i32",
            ElemType::U32 => "u32",
            ElemType::I64 => "i64",
            ElemType::U64 => "u64",
            ElemType::F16 => "f16",
            ElemType::BF16 => "bf16",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }

    /// Parses a short name.
    pub fn parse(s: &str) -> Option<ElemType> {
        ElemType::ALL.iter().copied().find(|e| e.name() == s)
    }

    /// True for the float types.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
        )
    }

    /// True for the signed integer types.
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
        )
    }

    /// Formats one element from its little-endian bytes.
    pub fn format(self, b: &[u8]) -> String {
        let mut w = [0u8; 8];
        w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        let u = u64::from_le_bytes(w);
        match self {
            ElemType::I8 => (u as i8).to_string(),
            ElemType::I16 => (u as i16).to_string(),
            ElemType::I32 => (u as i32).to_string(),
            ElemType::I64 => (u as i64).to_string(),
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => u.to_string(),
            ElemType::F16 => format!("{:?}", super::float::f16_to_f32(u as u16)),
            ElemType::BF16 => format!("{:?}", f32::from_bits((u as u32) << 16)),
            ElemType::F32 => format!("{:?}", f32::from_bits(u as u32)),
            ElemType::F64 => format!("{:?}", f64::from_bits(u)),
        }
    }
}

/// A Rust scalar the host can write to and read from device buffers.
pub trait HostScalar: Copy {
    /// Its element type.
    const ELEM: ElemType;
    /// Appends its little-endian bytes.
    fn put(self, out: &mut Vec<u8>);
    /// Reads it from little-endian bytes (exactly its size).
    fn get(b: &[u8]) -> Self;
}

macro_rules! host_scalar {
    ($($t:ty => $e:ident),*) => {$(
        impl HostScalar for $t {
            const ELEM: ElemType = ElemType::$e;
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(b: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(b);
                <$t>::from_le_bytes(a)
            }
        }
    )*};
}
host_scalar!(u8 => U8, i8 => I8, u16 => U16, i16 => I16, u32 => U32, i32 => I32,
             u64 => U64, i64 => I64, f32 => F32, f64 => F64);

/// One allocation: a host buffer, a global, a shared variable, an alloca.
#[derive(Clone, Debug)]
struct Alloc {
    base: u64,
    data: Vec<u8>,
    /// One bit per byte: initialized.
    init: Vec<u64>,
    elem: ElemType,
    name: String,
    read_only: bool,
}

impl Alloc {
    fn new(base: u64, size: u64, elem: ElemType, name: String, read_only: bool) -> Alloc {
        Alloc {
            base,
            data: vec![0; size as usize],
            init: vec![0; (size as usize).div_ceil(64)],
            elem,
            name,
            read_only,
        }
    }

    fn end(&self) -> u64 {
        self.base + self.data.len() as u64
    }

    fn is_init(&self, off: usize) -> bool {
        self.init[off / 64] >> (off % 64) & 1 != 0
    }

    fn first_uninit(&self, off: usize, len: usize) -> Option<usize> {
        (off..off + len).find(|&i| !self.is_init(i))
    }

    fn set_init(&mut self, off: usize, len: usize, on: bool) {
        // Whole words where possible: host writes of large buffers are common.
        let mut i = off;
        let end = off + len;
        while i < end {
            if i.is_multiple_of(64) && end - i >= 64 {
                self.init[i / 64] = if on { u64::MAX } else { 0 };
                i += 64;
            } else {
                if on {
                    self.init[i / 64] |= 1 << (i % 64);
                } else {
                    self.init[i / 64] &= !(1 << (i % 64));
                }
                i += 1;
            }
        }
    }
}

/// The allocations of one space (or of one thread's local memory).
#[derive(Clone, Debug)]
struct Space {
    kind: AddrSpace,
    allocs: Vec<Alloc>,
    next: u64,
    guard: u64,
}

impl Space {
    fn new(kind: AddrSpace, start: u64, guard: u64) -> Space {
        Space {
            kind,
            allocs: Vec::new(),
            next: start,
            guard,
        }
    }

    fn add(&mut self, size: u64, align: u64, elem: ElemType, name: String, ro: bool) -> u64 {
        let align = align.max(16);
        let base = self.next.div_ceil(align) * align;
        self.next = base + size + self.guard;
        self.allocs.push(Alloc::new(base, size, elem, name, ro));
        base
    }

    /// The allocation containing `addr`.
    fn find(&self, addr: u64) -> Option<usize> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        (i > 0 && addr < self.allocs[i - 1].end()).then(|| i - 1)
    }

    /// A description of where `addr` lies relative to the nearest allocations.
    fn describe(&self, addr: u64, len: u64) -> String {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        let mut parts = Vec::new();
        if i > 0 {
            let a = &self.allocs[i - 1];
            if addr < a.end() {
                parts.push(format!(
                    "{} bytes into '{}' of {} bytes, the access runs {} bytes past its end",
                    addr - a.base,
                    a.name,
                    a.data.len(),
                    addr + len - a.end()
                ));
            } else {
                parts.push(format!(
                    "{} bytes past the end of '{}' ({} bytes at {:#x})",
                    addr - a.end(),
                    a.name,
                    a.data.len(),
                    a.base
                ));
            }
        }
        if let Some(a) = self.allocs.get(i) {
            if parts.is_empty() || a.base - addr < 4096 {
                parts.push(format!(
                    "{} bytes before '{}' ({} bytes at {:#x})",
                    a.base - addr,
                    a.name,
                    a.data.len(),
                    a.base
                ));
            }
        }
        if parts.is_empty() {
            format!("no {} allocation exists", self.kind.name())
        } else {
            parts.join("; ")
        }
    }

    /// Checks an access and returns the allocation index and offset.
    fn check(&self, addr: u64, len: u64, align: u64, what: &str) -> Result<(usize, usize), Fault> {
        let sp = self.kind.name();
        if addr < NULL_PAGE {
            return Err(Fault::new(
                ErrorKind::NullAccess,
                format!("{what} of {len} bytes at {sp} address {addr:#x} (null page)"),
            ));
        }
        if align > 1 && !addr.is_multiple_of(align) {
            return Err(Fault::new(
                ErrorKind::Misaligned,
                format!(
                    "{what} of {len} bytes at {sp} address {addr:#x} is not {align}-byte aligned"
                ),
            ));
        }
        match self.find(addr) {
            Some(i)
                if addr
                    .checked_add(len)
                    .is_some_and(|e| e <= self.allocs[i].end()) =>
            {
                Ok((i, (addr - self.allocs[i].base) as usize))
            }
            _ => Err(Fault::new(
                ErrorKind::OutOfBounds,
                format!(
                    "{what} of {len} bytes at {sp} address {addr:#x}: {}",
                    self.describe(addr, len)
                ),
            )),
        }
    }
}

/// A shared variable of a kernel (static `__shared__` or `.shared`).
#[derive(Clone, Debug)]
pub struct SharedVar {
    /// Symbol name.
    pub name: String,
    /// Size in bytes.
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Initial bytes (`None`: uninitialized, the normal case).
    pub init: Option<Vec<u8>>,
}

/// The shared memory of every block of a launch: static variables at fixed
/// addresses, then the dynamic (`extern __shared__`) area.
#[derive(Clone, Debug, Default)]
pub struct SharedLayout {
    vars: Vec<SharedVar>,
    addrs: Vec<u64>,
    dyn_addr: u64,
}

impl SharedLayout {
    /// Lays the variables out in order, each aligned, with guard gaps.
    pub fn new(vars: Vec<SharedVar>) -> SharedLayout {
        let mut at = NULL_PAGE;
        let mut addrs = Vec::with_capacity(vars.len());
        for v in &vars {
            let a = v.align.max(16);
            let base = at.div_ceil(a) * a;
            addrs.push(base);
            at = base + v.size + SMALL_GUARD;
        }
        SharedLayout {
            vars,
            addrs,
            dyn_addr: at.div_ceil(256) * 256,
        }
    }

    /// Shared-space address of the `i`-th variable.
    pub fn addr(&self, i: usize) -> u64 {
        self.addrs[i]
    }

    /// Shared-space address of the dynamic area (`extern __shared__`).
    pub fn dynamic_addr(&self) -> u64 {
        self.dyn_addr
    }

    /// Bytes of static shared memory (without guards).
    pub fn static_bytes(&self) -> u64 {
        self.vars.iter().map(|v| v.size).sum()
    }
}

/// Where an allocation is and what it holds (see [`Memory::buffer`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferInfo {
    /// Name given at allocation.
    pub name: String,
    /// Its space.
    pub space: AddrSpace,
    /// Generic address of its first byte.
    pub base: u64,
    /// Size in bytes.
    pub len: u64,
    /// Element type for dumping.
    pub elem: ElemType,
}

/// All memory of a run: global and constant memory owned by the host, shared
/// and local memory of the block being run, and kernel parameters.
#[derive(Clone, Debug)]
pub struct Memory {
    global: Space,
    constant: Space,
    shared: Space,
    param: Space,
    local: Vec<Space>,
    symbols: BTreeMap<String, (AddrSpace, u64)>,
    /// Bytes of the local allocations of the block being run.
    local_bytes: u64,
    /// Most bytes all allocations together may hold ([`Memory::set_limit`]).
    limit: Option<u64>,
    /// What `printf` wrote ([`Memory::device_print`]).
    device_output: String,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

impl Memory {
    /// Empty memory.
    pub fn new() -> Memory {
        Memory {
            global: Space::new(AddrSpace::Global, GLOBAL_HEAP_BASE, GLOBAL_GUARD),
            constant: Space::new(AddrSpace::Const, NULL_PAGE, SMALL_GUARD),
            shared: Space::new(AddrSpace::Shared, NULL_PAGE, SMALL_GUARD),
            param: Space::new(AddrSpace::Param, NULL_PAGE, SMALL_GUARD),
            local: Vec::new(),
            symbols: BTreeMap::new(),
            local_bytes: 0,
            limit: None,
            device_output: String::new(),
        }
    }

    /// Appends a thread's `printf` text to the device's output.
    pub fn device_print(&mut self, text: &str) {
        self.device_output.push_str(text);
    }

    /// What the kernel's threads printed, in the order they printed it.
    pub fn device_output(&self) -> &str {
        &self.device_output
    }

    /// Bounds the bytes all allocations together may hold (host buffers,
    /// module variables, kernel parameters, the running block's shared
    /// memory and its threads' local memory); `None` (the default) for no
    /// bound. Host buffers are checked by their allocator's caller
    /// ([`check_room`](Self::check_room)); module variables and local
    /// allocations fail with [`ErrorKind::MemoryLimit`] past it.
    pub fn set_limit(&mut self, bytes: Option<u64>) {
        self.limit = bytes;
    }

    /// The bound set by [`set_limit`](Self::set_limit).
    pub fn limit(&self) -> Option<u64> {
        self.limit
    }

    /// Bytes held by all allocations now.
    pub fn allocated_bytes(&self) -> u64 {
        let sum = |sp: &Space| sp.allocs.iter().map(|a| a.data.len() as u64).sum::<u64>();
        sum(&self.global)
            + sum(&self.constant)
            + sum(&self.shared)
            + sum(&self.param)
            + self.local_bytes
    }

    /// Checks that `extra` more bytes fit under the limit; `what` names
    /// them in the message (e.g. `arg 0 (f32[1000])`).
    pub fn check_room(&self, extra: u64, what: &str) -> Result<(), Fault> {
        let Some(limit) = self.limit else {
            return Ok(());
        };
        let used = self.allocated_bytes();
        if used.checked_add(extra).is_none_or(|t| t > limit) {
            return Err(Fault::new(
                ErrorKind::MemoryLimit,
                format!(
                    "{what} needs {extra} bytes, which with the {used} bytes already allocated is more than the limit of {limit} bytes"
                ),
            ));
        }
        Ok(())
    }

    /// Allocates an uninitialized global buffer; returns its (global and
    /// generic) address, 256-byte aligned.
    pub fn alloc_global(&mut self, bytes: u64, elem: ElemType) -> u64 {
        let n = self.global.allocs.len();
        self.alloc_global_named(&format!("buf{n}"), bytes, elem)
    }

    /// [`alloc_global`](Self::alloc_global) with a name used in messages.
    pub fn alloc_global_named(&mut self, name: &str, bytes: u64, elem: ElemType) -> u64 {
        self.global
            .add(bytes, GLOBAL_GUARD, elem, name.to_string(), false)
    }

    /// Allocates a buffer and fills it with `data`.
    pub fn alloc_slice<T: HostScalar>(&mut self, name: &str, data: &[T]) -> u64 {
        let addr = self.alloc_global_named(name, (data.len() * T::ELEM.size()) as u64, T::ELEM);
        let mut bytes = Vec::with_capacity(data.len() * T::ELEM.size());
        data.iter().for_each(|v| v.put(&mut bytes));
        self.write(addr, &bytes).expect("fresh buffer is writable");
        addr
    }

    /// Allocates a named module variable in the global or constant space and
    /// records it as a symbol; returns its address in that space.
    pub fn alloc_symbol(
        &mut self,
        name: &str,
        space: AddrSpace,
        bytes: u64,
        align: u64,
        elem: ElemType,
    ) -> Result<u64, Fault> {
        self.check_room(bytes, &format!("module variable '{name}'"))?;
        let addr = match space {
            AddrSpace::Global | AddrSpace::Generic => {
                self.global
                    .add(bytes, align.max(16), elem, name.to_string(), false)
            }
            AddrSpace::Const => {
                self.constant
                    .add(bytes, align.max(16), elem, name.to_string(), true)
            }
            _ => {
                return Err(Fault::unsupported(format!(
                    "module variable '{name}' in the {} space",
                    space.name()
                )))
            }
        };
        let space = if space == AddrSpace::Generic {
            AddrSpace::Global
        } else {
            space
        };
        self.symbols.insert(name.to_string(), (space, addr));
        Ok(addr)
    }

    /// The space and space address of a module variable allocated with
    /// [`alloc_symbol`](Self::alloc_symbol).
    pub fn symbol(&self, name: &str) -> Option<(AddrSpace, u64)> {
        self.symbols.get(name).copied()
    }

    /// The generic address of a module variable (for host writes such as
    /// `cudaMemcpyToSymbol`).
    pub fn symbol_addr(&self, name: &str) -> Option<u64> {
        self.symbol(name).map(|(s, a)| to_generic(s, a))
    }

    /// Allocates kernel-parameter bytes (a `byval` argument); returns the
    /// param-space address.
    pub fn alloc_param(&mut self, bytes: &[u8], align: u64) -> u64 {
        let n = self.param.allocs.len();
        let a = self.param.add(
            bytes.len() as u64,
            align,
            ElemType::U8,
            format!("param{n}"),
            true,
        );
        let last = self.param.allocs.last_mut().expect("just added");
        last.data.copy_from_slice(bytes);
        last.set_init(0, bytes.len(), true);
        a
    }

    /// Forgets the kernel parameters of a previous launch.
    pub fn reset_params(&mut self) {
        self.param = Space::new(AddrSpace::Param, NULL_PAGE, SMALL_GUARD);
    }

    /// Gives the next block fresh shared memory (the static variables of
    /// `layout`, then `dyn_bytes` of dynamic shared memory) and `nthreads`
    /// threads empty local memory.
    pub fn begin_block(&mut self, layout: &SharedLayout, dyn_bytes: u64, nthreads: usize) {
        let mut sh = Space::new(AddrSpace::Shared, NULL_PAGE, SMALL_GUARD);
        for (v, &addr) in layout.vars.iter().zip(&layout.addrs) {
            let mut a = Alloc::new(addr, v.size, ElemType::U8, v.name.clone(), false);
            if let Some(init) = &v.init {
                let n = init.len().min(a.data.len());
                a.data[..n].copy_from_slice(&init[..n]);
                a.set_init(0, n, true);
            }
            sh.allocs.push(a);
        }
        sh.allocs.push(Alloc::new(
            layout.dyn_addr,
            dyn_bytes,
            ElemType::U8,
            "dynamic shared memory".into(),
            false,
        ));
        self.shared = sh;
        self.local.clear();
        self.local_bytes = 0;
        self.local.resize(
            nthreads,
            Space::new(AddrSpace::Local, NULL_PAGE, SMALL_GUARD),
        );
    }

    /// Allocates `size` bytes of uninitialized local memory for a thread
    /// (an alloca); returns the local-space address.
    pub fn local_alloc(&mut self, thread: u32, size: u64, align: u64) -> Result<u64, Fault> {
        self.local_space(thread)?;
        if self.limit.is_some() {
            self.check_room(size, &format!("a local allocation of thread {thread}"))?;
        }
        let sp = self.local_space(thread)?;
        if sp.next.saturating_add(size) > LOCAL_LIMIT {
            return Err(Fault::new(
                ErrorKind::OutOfBounds,
                format!(
                    "local memory exhausted: {size} more bytes beyond the {LOCAL_LIMIT}-byte limit"
                ),
            ));
        }
        let n = sp.allocs.len();
        let a = sp.add(size, align, ElemType::U8, format!("alloca{n}"), false);
        self.local_bytes += size;
        Ok(a)
    }

    /// A mark of a thread's local allocations, for [`local_release`](Self::local_release).
    pub fn local_mark(&self, thread: u32) -> (usize, u64) {
        self.local
            .get(thread as usize)
            .map_or((0, NULL_PAGE), |s| (s.allocs.len(), s.next))
    }

    /// Frees the local allocations made after `mark` (a function return).
    pub fn local_release(&mut self, thread: u32, mark: (usize, u64)) {
        if let Some(s) = self.local.get_mut(thread as usize) {
            let freed: u64 = s
                .allocs
                .get(mark.0..)
                .map_or(0, |v| v.iter().map(|a| a.data.len() as u64).sum());
            self.local_bytes = self.local_bytes.saturating_sub(freed);
            s.allocs.truncate(mark.0);
            s.next = mark.1;
        }
    }

    fn local_space(&mut self, thread: u32) -> Result<&mut Space, Fault> {
        self.local.get_mut(thread as usize).ok_or_else(|| {
            Fault::new(
                ErrorKind::OutOfBounds,
                format!("local memory of thread {thread} outside a block"),
            )
        })
    }

    /// The space that holds `addr` of `space` for `thread`, and the address
    /// within it.
    fn space_of(&self, thread: u32, space: AddrSpace, addr: u64) -> Result<(&Space, u64), Fault> {
        let (s, a) = match space {
            AddrSpace::Generic => resolve_generic(addr)?,
            s => (s, addr),
        };
        let sp = match s {
            AddrSpace::Global | AddrSpace::Generic => &self.global,
            AddrSpace::Const => &self.constant,
            AddrSpace::Shared => &self.shared,
            AddrSpace::Param => &self.param,
            AddrSpace::Local => self.local.get(thread as usize).ok_or_else(|| {
                Fault::new(ErrorKind::OutOfBounds, "local memory outside a block")
            })?,
        };
        Ok((sp, a))
    }

    fn space_of_mut(
        &mut self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
    ) -> Result<(&mut Space, u64), Fault> {
        let (s, a) = match space {
            AddrSpace::Generic => resolve_generic(addr)?,
            s => (s, addr),
        };
        let sp = match s {
            AddrSpace::Global | AddrSpace::Generic => &mut self.global,
            AddrSpace::Const => &mut self.constant,
            AddrSpace::Shared => &mut self.shared,
            AddrSpace::Param => &mut self.param,
            AddrSpace::Local => self.local_space(thread)?,
        };
        Ok((sp, a))
    }

    /// Device load of `out.len()` bytes; every byte must be initialized.
    pub fn load(
        &self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
        out: &mut [u8],
        align: u64,
    ) -> Result<(), Fault> {
        let (sp, a) = self.space_of(thread, space, addr)?;
        let (i, off) = sp.check(a, out.len() as u64, align, "load")?;
        let al = &sp.allocs[i];
        if let Some(bad) = al.first_uninit(off, out.len()) {
            return Err(Fault::new(
                ErrorKind::Uninitialized,
                format!(
                    "load of {} bytes at {} address {a:#x} reads uninitialized byte {} of '{}'",
                    out.len(),
                    sp.kind.name(),
                    bad,
                    al.name
                ),
            ));
        }
        out.copy_from_slice(&al.data[off..off + out.len()]);
        Ok(())
    }

    /// Device load that also returns the initialized bit of every byte
    /// instead of failing on uninitialized ones.
    pub fn load_partial(
        &self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
        out: &mut [u8],
        init: &mut [bool],
        align: u64,
    ) -> Result<(), Fault> {
        let (sp, a) = self.space_of(thread, space, addr)?;
        let (i, off) = sp.check(a, out.len() as u64, align, "load")?;
        let al = &sp.allocs[i];
        out.copy_from_slice(&al.data[off..off + out.len()]);
        for (k, b) in init.iter_mut().enumerate() {
            *b = al.is_init(off + k);
        }
        Ok(())
    }

    /// `st.bulk`: `size` zero bytes at `addr`, which must be 8-byte
    /// aligned, `size` a multiple of 8 (PTX ISA 8.6).
    pub fn st_bulk(
        &mut self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
        size: u64,
    ) -> Result<(), Fault> {
        if !size.is_multiple_of(8) {
            return Err(Fault::ub(format!(
                "st.bulk of {size} bytes, not a multiple of 8"
            )));
        }
        self.store(thread, space, addr, &vec![0; size as usize], 8)
    }

    /// Device store; marks the bytes initialized.
    pub fn store(
        &mut self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
        bytes: &[u8],
        align: u64,
    ) -> Result<(), Fault> {
        let (sp, a) = self.space_of_mut(thread, space, addr)?;
        let (i, off) = sp.check(a, bytes.len() as u64, align, "store")?;
        let kind = sp.kind;
        let al = &mut sp.allocs[i];
        if al.read_only {
            return Err(Fault::new(
                ErrorKind::ReadOnly,
                format!(
                    "store of {} bytes to '{}' in the {} space",
                    bytes.len(),
                    al.name,
                    kind.name()
                ),
            ));
        }
        al.data[off..off + bytes.len()].copy_from_slice(bytes);
        al.set_init(off, bytes.len(), true);
        Ok(())
    }

    /// Device store of bytes of which only those with `init` set become
    /// initialized (stores of undefined values, `memcpy` of partly
    /// initialized memory).
    pub fn store_partial(
        &mut self,
        thread: u32,
        space: AddrSpace,
        addr: u64,
        bytes: &[u8],
        init: &[bool],
        align: u64,
    ) -> Result<(), Fault> {
        self.store(thread, space, addr, bytes, align)?;
        let (sp, a) = self.space_of_mut(thread, space, addr)?;
        let i = sp.find(a).expect("store checked the range");
        let off = (a - sp.allocs[i].base) as usize;
        for (k, &on) in init.iter().enumerate() {
            if !on {
                sp.allocs[i].set_init(off + k, 1, false);
            }
        }
        Ok(())
    }

    /// Host write to a generic address (global or constant memory, ignoring
    /// read-only protection); marks the bytes initialized.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Fault> {
        let (sp, a) = self.space_of_mut(0, AddrSpace::Generic, addr)?;
        let (i, off) = sp.check(a, bytes.len() as u64, 1, "host write")?;
        let al = &mut sp.allocs[i];
        al.data[off..off + bytes.len()].copy_from_slice(bytes);
        al.set_init(off, bytes.len(), true);
        Ok(())
    }

    /// Host write of typed elements.
    pub fn write_slice<T: HostScalar>(&mut self, addr: u64, data: &[T]) -> Result<(), Fault> {
        let mut bytes = Vec::with_capacity(data.len() * T::ELEM.size());
        data.iter().for_each(|v| v.put(&mut bytes));
        self.write(addr, &bytes)
    }

    /// Host read; every byte must be initialized.
    pub fn read(&self, addr: u64, len: u64) -> Result<Vec<u8>, Fault> {
        let mut out = vec![0; len as usize];
        self.load(0, AddrSpace::Generic, addr, &mut out, 1)?;
        Ok(out)
    }

    /// Host read of bytes and their initialized bits (never fails on
    /// uninitialized bytes).
    pub fn read_with_init(&self, addr: u64, len: u64) -> Result<(Vec<u8>, Vec<bool>), Fault> {
        let mut out = vec![0; len as usize];
        let mut init = vec![false; len as usize];
        self.load_partial(0, AddrSpace::Generic, addr, &mut out, &mut init, 1)?;
        Ok((out, init))
    }

    /// Host read of `n` typed elements; every byte must be initialized.
    pub fn read_slice<T: HostScalar>(&self, addr: u64, n: usize) -> Result<Vec<T>, Fault> {
        let sz = T::ELEM.size();
        let bytes = self.read(addr, (n * sz) as u64)?;
        Ok(bytes.chunks_exact(sz).map(T::get).collect())
    }

    /// The global or constant allocation containing a generic address.
    pub fn buffer(&self, addr: u64) -> Option<BufferInfo> {
        let (sp, a) = self.space_of(0, AddrSpace::Generic, addr).ok()?;
        let al = &sp.allocs[sp.find(a)?];
        Some(BufferInfo {
            name: al.name.clone(),
            space: sp.kind,
            base: to_generic(sp.kind, al.base),
            len: al.data.len() as u64,
            elem: al.elem,
        })
    }

    /// Every host-visible allocation (global, then constant), in address order.
    pub fn buffers(&self) -> Vec<BufferInfo> {
        [&self.global, &self.constant]
            .iter()
            .flat_map(|sp| {
                sp.allocs.iter().map(|al| BufferInfo {
                    name: al.name.clone(),
                    space: sp.kind,
                    base: to_generic(sp.kind, al.base),
                    len: al.data.len() as u64,
                    elem: al.elem,
                })
            })
            .collect()
    }

    /// Formats the elements of the buffer at `addr` (at most `max`, then
    /// `...`); uninitialized elements print as `?`.
    pub fn dump(&self, addr: u64, max: usize) -> Result<String, Fault> {
        let info = self.buffer(addr).ok_or_else(|| {
            Fault::new(
                ErrorKind::OutOfBounds,
                format!("no buffer at address {addr:#x}"),
            )
        })?;
        let sz = info.elem.size();
        // Only the elements printed (and one more for the `...`).
        let shown = info
            .len
            .min((max as u64).saturating_add(1).saturating_mul(sz as u64));
        let (bytes, init) = self.read_with_init(info.base, shown)?;
        let mut out = format!(
            "{} {}[{}] = [",
            info.name,
            info.elem.name(),
            info.len as usize / sz
        );
        for (k, (b, i)) in bytes
            .chunks_exact(sz)
            .zip(init.chunks_exact(sz))
            .enumerate()
        {
            if k == max {
                out.push_str(", ...");
                break;
            }
            if k > 0 {
                out.push_str(", ");
            }
            if i.iter().all(|&x| x) {
                out.push_str(&info.elem.format(b));
            } else {
                out.push('?');
            }
        }
        let _ = write!(out, "]");
        Ok(out)
    }
}

/// The space an LLVM address-space number names. The interpreter runs a
/// cluster of one CTA, whose shared::cluster window (7) holds only the
/// running CTA's shared memory at its `.shared::cta` addresses.
pub fn llvm_space(n: u32) -> Option<AddrSpace> {
    match n {
        7 => Some(AddrSpace::Shared),
        n => AddrSpace::from_llvm(n),
    }
}

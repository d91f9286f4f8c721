#!/usr/bin/env python3
"""Compile one NVVM IR file to PTX with NVIDIA's libNVVM (through its C API).

usage: nvvm-compile.py [--lib PATH] [--libdevice BC | --no-libdevice] [-o OUT.ptx]
                       IN.ll [nvvm options...]
       nvvm-compile.py [--lib PATH] --version

  --lib PATH       libnvvm.so.4 to load (default: $WARPSAT_LIBNVVM)
  --libdevice BC   libdevice bitcode to link lazily (default: $WARPSAT_LIBDEVICE);
                   only the __nv_* functions IN.ll calls are taken from it.
                   Without it libNVVM still succeeds but leaves such calls as
                   .extern functions, which ptxas then rejects.
  --no-libdevice   do not link libdevice
  -o OUT.ptx       where to write the PTX (default: stdout)
  --version        print the libNVVM and NVVM IR versions and exit
  --repeat N       compile N times (library loaded once) and print the wall time
                   of each compile in seconds, one per line, on stderr as
                   "compile_s <t>" (for benchmarks: no process start-up or dlopen)

Everything after IN.ll is handed to nvvmCompileProgram unchanged, for example
-arch=compute_80 -opt=3 -ftz=0. IN.ll may be text or bitcode.

Exit status: 0 when libNVVM accepts the module, 1 when it does not (its program
log goes to stderr), 2 for a usage error or a library that cannot be loaded.
"""
import ctypes
import os
import sys
import time

NVVM_SUCCESS = 0


class Nvvm:
    """The handful of libNVVM entry points we need, with their C signatures."""

    def __init__(self, path):
        self.lib = lib = ctypes.CDLL(path)
        prog, prog_p = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
        int_p, size_p = ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_size_t)
        signatures = {
            'nvvmVersion': [int_p, int_p],
            'nvvmIRVersion': [int_p, int_p, int_p, int_p],
            'nvvmCreateProgram': [prog_p],
            'nvvmDestroyProgram': [prog_p],
            'nvvmAddModuleToProgram': [prog, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p],
            'nvvmLazyAddModuleToProgram': [prog, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p],
            'nvvmCompileProgram': [prog, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
            'nvvmGetCompiledResultSize': [prog, size_p],
            'nvvmGetCompiledResult': [prog, ctypes.c_char_p],
            'nvvmGetProgramLogSize': [prog, size_p],
            'nvvmGetProgramLog': [prog, ctypes.c_char_p],
        }
        for name, args in signatures.items():
            fn = getattr(lib, name)
            fn.argtypes, fn.restype = args, ctypes.c_int
        lib.nvvmGetErrorString.argtypes = [ctypes.c_int]
        lib.nvvmGetErrorString.restype = ctypes.c_char_p

    def check(self, what, code):
        if code != NVVM_SUCCESS:
            raise NvvmError('%s: %s' % (what, self.lib.nvvmGetErrorString(code).decode()))

    def versions(self):
        v = [ctypes.c_int() for _ in range(6)]
        self.check('nvvmVersion', self.lib.nvvmVersion(*map(ctypes.byref, v[:2])))
        self.check('nvvmIRVersion', self.lib.nvvmIRVersion(*map(ctypes.byref, v[2:])))
        return [x.value for x in v[:2]], [x.value for x in v[2:]]

    def compile(self, name, source, options, libdevice=None):
        """Return (ptx or None, program log)."""
        prog = ctypes.c_void_p()
        self.check('nvvmCreateProgram', self.lib.nvvmCreateProgram(ctypes.byref(prog)))
        try:
            code = self.lib.nvvmAddModuleToProgram(prog, source, len(source), name.encode())
            if code == NVVM_SUCCESS and libdevice is not None:
                # Lazy: only the libdevice functions the module uses are linked in.
                code = self.lib.nvvmLazyAddModuleToProgram(prog, libdevice, len(libdevice), b'libdevice')
            if code == NVVM_SUCCESS:
                opts = (ctypes.c_char_p * max(len(options), 1))(*[o.encode() for o in options])
                code = self.lib.nvvmCompileProgram(prog, len(options), opts)
            ptx = None
            if code == NVVM_SUCCESS:
                size = ctypes.c_size_t()
                self.check('nvvmGetCompiledResultSize',
                           self.lib.nvvmGetCompiledResultSize(prog, ctypes.byref(size)))
                buf = ctypes.create_string_buffer(size.value)
                self.check('nvvmGetCompiledResult', self.lib.nvvmGetCompiledResult(prog, buf))
                ptx = buf.value
            log = self._log(prog)
            if code != NVVM_SUCCESS and not log.strip():
                log = self.lib.nvvmGetErrorString(code).decode() + '\n'
            return ptx, log
        finally:
            self.lib.nvvmDestroyProgram(ctypes.byref(prog))

    def _log(self, prog):
        size = ctypes.c_size_t()
        if self.lib.nvvmGetProgramLogSize(prog, ctypes.byref(size)) != NVVM_SUCCESS:
            return ''
        buf = ctypes.create_string_buffer(max(size.value, 1))
        if self.lib.nvvmGetProgramLog(prog, buf) != NVVM_SUCCESS:
            return ''
        return buf.value.decode(errors='replace')


class NvvmError(Exception):
    pass


def usage(message):
    sys.stderr.write('nvvm-compile.py: %s\n\n%s' % (message, __doc__))
    return 2


def main(argv):
    lib_path = os.environ.get('WARPSAT_LIBNVVM')
    libdevice_path = os.environ.get('WARPSAT_LIBDEVICE') or None
    out_path, show_version, repeat = None, False, 1
    rest = []
    i = 0
    # Our own flags come before IN.ll; everything after it belongs to libNVVM.
    while i < len(argv) and not rest:
        arg = argv[i]
        if arg == '--repeat':
            if i + 1 >= len(argv) or not argv[i + 1].isdigit() or int(argv[i + 1]) < 1:
                return usage('--repeat needs a positive count')
            repeat = int(argv[i + 1])
            i += 2
            continue
        if arg in ('--lib', '--libdevice', '-o'):
            if i + 1 >= len(argv):
                return usage('%s needs a value' % arg)
            value = argv[i + 1]
            if arg == '--lib':
                lib_path = value
            elif arg == '--libdevice':
                libdevice_path = value
            else:
                out_path = value
            i += 2
        elif arg == '--no-libdevice':
            libdevice_path = None
            i += 1
        elif arg == '--version':
            show_version = True
            i += 1
        elif arg in ('-h', '--help'):
            sys.stdout.write(__doc__)
            return 0
        else:
            rest = argv[i:]
    # Allow "-o OUT" after IN.ll too, as in "nvvm-compile.py IN.ll -arch=... -o OUT".
    options = []
    j = 1
    while j < len(rest):
        if rest[j] == '-o' and j + 1 < len(rest):
            out_path = rest[j + 1]
            j += 2
        else:
            options.append(rest[j])
            j += 1

    if not lib_path:
        return usage('no libNVVM: pass --lib or set WARPSAT_LIBNVVM (source .tools/env.sh)')
    try:
        nvvm = Nvvm(lib_path)
    except OSError as e:
        sys.stderr.write('nvvm-compile.py: cannot load %s: %s\n' % (lib_path, e))
        return 2

    try:
        if show_version:
            (major, minor), ir = nvvm.versions()
            print('nvvmVersion %d.%d, NVVM IR %d.%d, debug info %d.%d' % (major, minor, *ir))
            return 0
        if not rest:
            return usage('no input file')
        src_path = rest[0]
        with open(src_path, 'rb') as f:
            source = f.read()
        libdevice = None
        if libdevice_path:
            with open(libdevice_path, 'rb') as f:
                libdevice = f.read()
        for _ in range(repeat):
            start = time.perf_counter()
            ptx, log = nvvm.compile(src_path, source, options, libdevice)
            if repeat > 1:
                sys.stderr.write('compile_s %.6f\n' % (time.perf_counter() - start))
    except (OSError, NvvmError) as e:
        sys.stderr.write('nvvm-compile.py: %s\n' % e)
        return 1 if isinstance(e, NvvmError) else 2

    if log and not log.endswith('\n'):
        log += '\n'
    if ptx is None:
        sys.stderr.write('nvvm-compile.py: libNVVM rejected %s\n%s' % (src_path, log))
        return 1
    if log.strip():
        sys.stderr.write(log)  # warnings
    if out_path:
        with open(out_path, 'wb') as f:
            f.write(ptx)
    else:
        sys.stdout.write(ptx.decode())
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

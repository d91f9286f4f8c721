; Aliases in typed-pointer form: of a variable, of a function, of an alias
; through a bitcast, with linkage and visibility words; each use reads
; the aliasee.
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 3
@g_alias = hidden alias i32, i32 addrspace(1)* @g

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
@f_alias = weak_odr alias i32 (i32), i32 (i32)* @f
@f_cast = internal unnamed_addr alias i8, i8* bitcast (i32 (i32)* @f_alias to i8*)

define void @user(i32* %p) {
  %v = load i32, i32 addrspace(1)* @g_alias
  %w = call i32 @f_alias(i32 %v)
  %h = call i32 bitcast (i8* @f_cast to i32 (i32)*)(i32 %w)
  store i32 %h, i32* %p
  ret void
}

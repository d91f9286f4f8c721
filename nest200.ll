target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @nest(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %h0
h0:
  %i0 = phi i32 [ 0, %entry ], [ %i0n, %l0 ]
  br label %h1
h1:
  %i1 = phi i32 [ 0, %h0 ], [ %i1n, %l1 ]
  br label %h2
h2:
  %i2 = phi i32 [ 0, %h1 ], [ %i2n, %l2 ]
  br label %h3
h3:
  %i3 = phi i32 [ 0, %h2 ], [ %i3n, %l3 ]
  br label %h4
h4:
  %i4 = phi i32 [ 0, %h3 ], [ %i4n, %l4 ]
  br label %h5
h5:
  %i5 = phi i32 [ 0, %h4 ], [ %i5n, %l5 ]
  br label %h6
h6:
  %i6 = phi i32 [ 0, %h5 ], [ %i6n, %l6 ]
  br label %h7
h7:
  %i7 = phi i32 [ 0, %h6 ], [ %i7n, %l7 ]
  br label %h8
h8:
  %i8 = phi i32 [ 0, %h7 ], [ %i8n, %l8 ]
  br label %h9
h9:
  %i9 = phi i32 [ 0, %h8 ], [ %i9n, %l9 ]
  br label %h10
h10:
  %i10 = phi i32 [ 0, %h9 ], [ %i10n, %l10 ]
  br label %h11
h11:
  %i11 = phi i32 [ 0, %h10 ], [ %i11n, %l11 ]
  br label %h12
h12:
  %i12 = phi i32 [ 0, %h11 ], [ %i12n, %l12 ]
  br label %h13
h13:
  %i13 = phi i32 [ 0, %h12 ], [ %i13n, %l13 ]
  br label %h14
h14:
  %i14 = phi i32 [ 0, %h13 ], [ %i14n, %l14 ]
  br label %h15
h15:
  %i15 = phi i32 [ 0, %h14 ], [ %i15n, %l15 ]
  br label %h16
h16:
  %i16 = phi i32 [ 0, %h15 ], [ %i16n, %l16 ]
  br label %h17
h17:
  %i17 = phi i32 [ 0, %h16 ], [ %i17n, %l17 ]
  br label %h18
h18:
  %i18 = phi i32 [ 0, %h17 ], [ %i18n, %l18 ]
  br label %h19
h19:
  %i19 = phi i32 [ 0, %h18 ], [ %i19n, %l19 ]
  br label %h20
h20:
  %i20 = phi i32 [ 0, %h19 ], [ %i20n, %l20 ]
  br label %h21
h21:
  %i21 = phi i32 [ 0, %h20 ], [ %i21n, %l21 ]
  br label %h22
h22:
  %i22 = phi i32 [ 0, %h21 ], [ %i22n, %l22 ]
  br label %h23
h23:
  %i23 = phi i32 [ 0, %h22 ], [ %i23n, %l23 ]
  br label %h24
h24:
  %i24 = phi i32 [ 0, %h23 ], [ %i24n, %l24 ]
  br label %h25
h25:
  %i25 = phi i32 [ 0, %h24 ], [ %i25n, %l25 ]
  br label %h26
h26:
  %i26 = phi i32 [ 0, %h25 ], [ %i26n, %l26 ]
  br label %h27
h27:
  %i27 = phi i32 [ 0, %h26 ], [ %i27n, %l27 ]
  br label %h28
h28:
  %i28 = phi i32 [ 0, %h27 ], [ %i28n, %l28 ]
  br label %h29
h29:
  %i29 = phi i32 [ 0, %h28 ], [ %i29n, %l29 ]
  br label %h30
h30:
  %i30 = phi i32 [ 0, %h29 ], [ %i30n, %l30 ]
  br label %h31
h31:
  %i31 = phi i32 [ 0, %h30 ], [ %i31n, %l31 ]
  br label %h32
h32:
  %i32 = phi i32 [ 0, %h31 ], [ %i32n, %l32 ]
  br label %h33
h33:
  %i33 = phi i32 [ 0, %h32 ], [ %i33n, %l33 ]
  br label %h34
h34:
  %i34 = phi i32 [ 0, %h33 ], [ %i34n, %l34 ]
  br label %h35
h35:
  %i35 = phi i32 [ 0, %h34 ], [ %i35n, %l35 ]
  br label %h36
h36:
  %i36 = phi i32 [ 0, %h35 ], [ %i36n, %l36 ]
  br label %h37
h37:
  %i37 = phi i32 [ 0, %h36 ], [ %i37n, %l37 ]
  br label %h38
h38:
  %i38 = phi i32 [ 0, %h37 ], [ %i38n, %l38 ]
  br label %h39
h39:
  %i39 = phi i32 [ 0, %h38 ], [ %i39n, %l39 ]
  br label %h40
h40:
  %i40 = phi i32 [ 0, %h39 ], [ %i40n, %l40 ]
  br label %h41
h41:
  %i41 = phi i32 [ 0, %h40 ], [ %i41n, %l41 ]
  br label %h42
h42:
  %i42 = phi i32 [ 0, %h41 ], [ %i42n, %l42 ]
  br label %h43
h43:
  %i43 = phi i32 [ 0, %h42 ], [ %i43n, %l43 ]
  br label %h44
h44:
  %i44 = phi i32 [ 0, %h43 ], [ %i44n, %l44 ]
  br label %h45
h45:
  %i45 = phi i32 [ 0, %h44 ], [ %i45n, %l45 ]
  br label %h46
h46:
  %i46 = phi i32 [ 0, %h45 ], [ %i46n, %l46 ]
  br label %h47
h47:
  %i47 = phi i32 [ 0, %h46 ], [ %i47n, %l47 ]
  br label %h48
h48:
  %i48 = phi i32 [ 0, %h47 ], [ %i48n, %l48 ]
  br label %h49
h49:
  %i49 = phi i32 [ 0, %h48 ], [ %i49n, %l49 ]
  br label %h50
h50:
  %i50 = phi i32 [ 0, %h49 ], [ %i50n, %l50 ]
  br label %h51
h51:
  %i51 = phi i32 [ 0, %h50 ], [ %i51n, %l51 ]
  br label %h52
h52:
  %i52 = phi i32 [ 0, %h51 ], [ %i52n, %l52 ]
  br label %h53
h53:
  %i53 = phi i32 [ 0, %h52 ], [ %i53n, %l53 ]
  br label %h54
h54:
  %i54 = phi i32 [ 0, %h53 ], [ %i54n, %l54 ]
  br label %h55
h55:
  %i55 = phi i32 [ 0, %h54 ], [ %i55n, %l55 ]
  br label %h56
h56:
  %i56 = phi i32 [ 0, %h55 ], [ %i56n, %l56 ]
  br label %h57
h57:
  %i57 = phi i32 [ 0, %h56 ], [ %i57n, %l57 ]
  br label %h58
h58:
  %i58 = phi i32 [ 0, %h57 ], [ %i58n, %l58 ]
  br label %h59
h59:
  %i59 = phi i32 [ 0, %h58 ], [ %i59n, %l59 ]
  br label %h60
h60:
  %i60 = phi i32 [ 0, %h59 ], [ %i60n, %l60 ]
  br label %h61
h61:
  %i61 = phi i32 [ 0, %h60 ], [ %i61n, %l61 ]
  br label %h62
h62:
  %i62 = phi i32 [ 0, %h61 ], [ %i62n, %l62 ]
  br label %h63
h63:
  %i63 = phi i32 [ 0, %h62 ], [ %i63n, %l63 ]
  br label %h64
h64:
  %i64 = phi i32 [ 0, %h63 ], [ %i64n, %l64 ]
  br label %h65
h65:
  %i65 = phi i32 [ 0, %h64 ], [ %i65n, %l65 ]
  br label %h66
h66:
  %i66 = phi i32 [ 0, %h65 ], [ %i66n, %l66 ]
  br label %h67
h67:
  %i67 = phi i32 [ 0, %h66 ], [ %i67n, %l67 ]
  br label %h68
h68:
  %i68 = phi i32 [ 0, %h67 ], [ %i68n, %l68 ]
  br label %h69
h69:
  %i69 = phi i32 [ 0, %h68 ], [ %i69n, %l69 ]
  br label %h70
h70:
  %i70 = phi i32 [ 0, %h69 ], [ %i70n, %l70 ]
  br label %h71
h71:
  %i71 = phi i32 [ 0, %h70 ], [ %i71n, %l71 ]
  br label %h72
h72:
  %i72 = phi i32 [ 0, %h71 ], [ %i72n, %l72 ]
  br label %h73
h73:
  %i73 = phi i32 [ 0, %h72 ], [ %i73n, %l73 ]
  br label %h74
h74:
  %i74 = phi i32 [ 0, %h73 ], [ %i74n, %l74 ]
  br label %h75
h75:
  %i75 = phi i32 [ 0, %h74 ], [ %i75n, %l75 ]
  br label %h76
h76:
  %i76 = phi i32 [ 0, %h75 ], [ %i76n, %l76 ]
  br label %h77
h77:
  %i77 = phi i32 [ 0, %h76 ], [ %i77n, %l77 ]
  br label %h78
h78:
  %i78 = phi i32 [ 0, %h77 ], [ %i78n, %l78 ]
  br label %h79
h79:
  %i79 = phi i32 [ 0, %h78 ], [ %i79n, %l79 ]
  br label %h80
h80:
  %i80 = phi i32 [ 0, %h79 ], [ %i80n, %l80 ]
  br label %h81
h81:
  %i81 = phi i32 [ 0, %h80 ], [ %i81n, %l81 ]
  br label %h82
h82:
  %i82 = phi i32 [ 0, %h81 ], [ %i82n, %l82 ]
  br label %h83
h83:
  %i83 = phi i32 [ 0, %h82 ], [ %i83n, %l83 ]
  br label %h84
h84:
  %i84 = phi i32 [ 0, %h83 ], [ %i84n, %l84 ]
  br label %h85
h85:
  %i85 = phi i32 [ 0, %h84 ], [ %i85n, %l85 ]
  br label %h86
h86:
  %i86 = phi i32 [ 0, %h85 ], [ %i86n, %l86 ]
  br label %h87
h87:
  %i87 = phi i32 [ 0, %h86 ], [ %i87n, %l87 ]
  br label %h88
h88:
  %i88 = phi i32 [ 0, %h87 ], [ %i88n, %l88 ]
  br label %h89
h89:
  %i89 = phi i32 [ 0, %h88 ], [ %i89n, %l89 ]
  br label %h90
h90:
  %i90 = phi i32 [ 0, %h89 ], [ %i90n, %l90 ]
  br label %h91
h91:
  %i91 = phi i32 [ 0, %h90 ], [ %i91n, %l91 ]
  br label %h92
h92:
  %i92 = phi i32 [ 0, %h91 ], [ %i92n, %l92 ]
  br label %h93
h93:
  %i93 = phi i32 [ 0, %h92 ], [ %i93n, %l93 ]
  br label %h94
h94:
  %i94 = phi i32 [ 0, %h93 ], [ %i94n, %l94 ]
  br label %h95
h95:
  %i95 = phi i32 [ 0, %h94 ], [ %i95n, %l95 ]
  br label %h96
h96:
  %i96 = phi i32 [ 0, %h95 ], [ %i96n, %l96 ]
  br label %h97
h97:
  %i97 = phi i32 [ 0, %h96 ], [ %i97n, %l97 ]
  br label %h98
h98:
  %i98 = phi i32 [ 0, %h97 ], [ %i98n, %l98 ]
  br label %h99
h99:
  %i99 = phi i32 [ 0, %h98 ], [ %i99n, %l99 ]
  br label %h100
h100:
  %i100 = phi i32 [ 0, %h99 ], [ %i100n, %l100 ]
  br label %h101
h101:
  %i101 = phi i32 [ 0, %h100 ], [ %i101n, %l101 ]
  br label %h102
h102:
  %i102 = phi i32 [ 0, %h101 ], [ %i102n, %l102 ]
  br label %h103
h103:
  %i103 = phi i32 [ 0, %h102 ], [ %i103n, %l103 ]
  br label %h104
h104:
  %i104 = phi i32 [ 0, %h103 ], [ %i104n, %l104 ]
  br label %h105
h105:
  %i105 = phi i32 [ 0, %h104 ], [ %i105n, %l105 ]
  br label %h106
h106:
  %i106 = phi i32 [ 0, %h105 ], [ %i106n, %l106 ]
  br label %h107
h107:
  %i107 = phi i32 [ 0, %h106 ], [ %i107n, %l107 ]
  br label %h108
h108:
  %i108 = phi i32 [ 0, %h107 ], [ %i108n, %l108 ]
  br label %h109
h109:
  %i109 = phi i32 [ 0, %h108 ], [ %i109n, %l109 ]
  br label %h110
h110:
  %i110 = phi i32 [ 0, %h109 ], [ %i110n, %l110 ]
  br label %h111
h111:
  %i111 = phi i32 [ 0, %h110 ], [ %i111n, %l111 ]
  br label %h112
h112:
  %i112 = phi i32 [ 0, %h111 ], [ %i112n, %l112 ]
  br label %h113
h113:
  %i113 = phi i32 [ 0, %h112 ], [ %i113n, %l113 ]
  br label %h114
h114:
  %i114 = phi i32 [ 0, %h113 ], [ %i114n, %l114 ]
  br label %h115
h115:
  %i115 = phi i32 [ 0, %h114 ], [ %i115n, %l115 ]
  br label %h116
h116:
  %i116 = phi i32 [ 0, %h115 ], [ %i116n, %l116 ]
  br label %h117
h117:
  %i117 = phi i32 [ 0, %h116 ], [ %i117n, %l117 ]
  br label %h118
h118:
  %i118 = phi i32 [ 0, %h117 ], [ %i118n, %l118 ]
  br label %h119
h119:
  %i119 = phi i32 [ 0, %h118 ], [ %i119n, %l119 ]
  br label %h120
h120:
  %i120 = phi i32 [ 0, %h119 ], [ %i120n, %l120 ]
  br label %h121
h121:
  %i121 = phi i32 [ 0, %h120 ], [ %i121n, %l121 ]
  br label %h122
h122:
  %i122 = phi i32 [ 0, %h121 ], [ %i122n, %l122 ]
  br label %h123
h123:
  %i123 = phi i32 [ 0, %h122 ], [ %i123n, %l123 ]
  br label %h124
h124:
  %i124 = phi i32 [ 0, %h123 ], [ %i124n, %l124 ]
  br label %h125
h125:
  %i125 = phi i32 [ 0, %h124 ], [ %i125n, %l125 ]
  br label %h126
h126:
  %i126 = phi i32 [ 0, %h125 ], [ %i126n, %l126 ]
  br label %h127
h127:
  %i127 = phi i32 [ 0, %h126 ], [ %i127n, %l127 ]
  br label %h128
h128:
  %i128 = phi i32 [ 0, %h127 ], [ %i128n, %l128 ]
  br label %h129
h129:
  %i129 = phi i32 [ 0, %h128 ], [ %i129n, %l129 ]
  br label %h130
h130:
  %i130 = phi i32 [ 0, %h129 ], [ %i130n, %l130 ]
  br label %h131
h131:
  %i131 = phi i32 [ 0, %h130 ], [ %i131n, %l131 ]
  br label %h132
h132:
  %i132 = phi i32 [ 0, %h131 ], [ %i132n, %l132 ]
  br label %h133
h133:
  %i133 = phi i32 [ 0, %h132 ], [ %i133n, %l133 ]
  br label %h134
h134:
  %i134 = phi i32 [ 0, %h133 ], [ %i134n, %l134 ]
  br label %h135
h135:
  %i135 = phi i32 [ 0, %h134 ], [ %i135n, %l135 ]
  br label %h136
h136:
  %i136 = phi i32 [ 0, %h135 ], [ %i136n, %l136 ]
  br label %h137
h137:
  %i137 = phi i32 [ 0, %h136 ], [ %i137n, %l137 ]
  br label %h138
h138:
  %i138 = phi i32 [ 0, %h137 ], [ %i138n, %l138 ]
  br label %h139
h139:
  %i139 = phi i32 [ 0, %h138 ], [ %i139n, %l139 ]
  br label %h140
h140:
  %i140 = phi i32 [ 0, %h139 ], [ %i140n, %l140 ]
  br label %h141
h141:
  %i141 = phi i32 [ 0, %h140 ], [ %i141n, %l141 ]
  br label %h142
h142:
  %i142 = phi i32 [ 0, %h141 ], [ %i142n, %l142 ]
  br label %h143
h143:
  %i143 = phi i32 [ 0, %h142 ], [ %i143n, %l143 ]
  br label %h144
h144:
  %i144 = phi i32 [ 0, %h143 ], [ %i144n, %l144 ]
  br label %h145
h145:
  %i145 = phi i32 [ 0, %h144 ], [ %i145n, %l145 ]
  br label %h146
h146:
  %i146 = phi i32 [ 0, %h145 ], [ %i146n, %l146 ]
  br label %h147
h147:
  %i147 = phi i32 [ 0, %h146 ], [ %i147n, %l147 ]
  br label %h148
h148:
  %i148 = phi i32 [ 0, %h147 ], [ %i148n, %l148 ]
  br label %h149
h149:
  %i149 = phi i32 [ 0, %h148 ], [ %i149n, %l149 ]
  br label %h150
h150:
  %i150 = phi i32 [ 0, %h149 ], [ %i150n, %l150 ]
  br label %h151
h151:
  %i151 = phi i32 [ 0, %h150 ], [ %i151n, %l151 ]
  br label %h152
h152:
  %i152 = phi i32 [ 0, %h151 ], [ %i152n, %l152 ]
  br label %h153
h153:
  %i153 = phi i32 [ 0, %h152 ], [ %i153n, %l153 ]
  br label %h154
h154:
  %i154 = phi i32 [ 0, %h153 ], [ %i154n, %l154 ]
  br label %h155
h155:
  %i155 = phi i32 [ 0, %h154 ], [ %i155n, %l155 ]
  br label %h156
h156:
  %i156 = phi i32 [ 0, %h155 ], [ %i156n, %l156 ]
  br label %h157
h157:
  %i157 = phi i32 [ 0, %h156 ], [ %i157n, %l157 ]
  br label %h158
h158:
  %i158 = phi i32 [ 0, %h157 ], [ %i158n, %l158 ]
  br label %h159
h159:
  %i159 = phi i32 [ 0, %h158 ], [ %i159n, %l159 ]
  br label %h160
h160:
  %i160 = phi i32 [ 0, %h159 ], [ %i160n, %l160 ]
  br label %h161
h161:
  %i161 = phi i32 [ 0, %h160 ], [ %i161n, %l161 ]
  br label %h162
h162:
  %i162 = phi i32 [ 0, %h161 ], [ %i162n, %l162 ]
  br label %h163
h163:
  %i163 = phi i32 [ 0, %h162 ], [ %i163n, %l163 ]
  br label %h164
h164:
  %i164 = phi i32 [ 0, %h163 ], [ %i164n, %l164 ]
  br label %h165
h165:
  %i165 = phi i32 [ 0, %h164 ], [ %i165n, %l165 ]
  br label %h166
h166:
  %i166 = phi i32 [ 0, %h165 ], [ %i166n, %l166 ]
  br label %h167
h167:
  %i167 = phi i32 [ 0, %h166 ], [ %i167n, %l167 ]
  br label %h168
h168:
  %i168 = phi i32 [ 0, %h167 ], [ %i168n, %l168 ]
  br label %h169
h169:
  %i169 = phi i32 [ 0, %h168 ], [ %i169n, %l169 ]
  br label %h170
h170:
  %i170 = phi i32 [ 0, %h169 ], [ %i170n, %l170 ]
  br label %h171
h171:
  %i171 = phi i32 [ 0, %h170 ], [ %i171n, %l171 ]
  br label %h172
h172:
  %i172 = phi i32 [ 0, %h171 ], [ %i172n, %l172 ]
  br label %h173
h173:
  %i173 = phi i32 [ 0, %h172 ], [ %i173n, %l173 ]
  br label %h174
h174:
  %i174 = phi i32 [ 0, %h173 ], [ %i174n, %l174 ]
  br label %h175
h175:
  %i175 = phi i32 [ 0, %h174 ], [ %i175n, %l175 ]
  br label %h176
h176:
  %i176 = phi i32 [ 0, %h175 ], [ %i176n, %l176 ]
  br label %h177
h177:
  %i177 = phi i32 [ 0, %h176 ], [ %i177n, %l177 ]
  br label %h178
h178:
  %i178 = phi i32 [ 0, %h177 ], [ %i178n, %l178 ]
  br label %h179
h179:
  %i179 = phi i32 [ 0, %h178 ], [ %i179n, %l179 ]
  br label %h180
h180:
  %i180 = phi i32 [ 0, %h179 ], [ %i180n, %l180 ]
  br label %h181
h181:
  %i181 = phi i32 [ 0, %h180 ], [ %i181n, %l181 ]
  br label %h182
h182:
  %i182 = phi i32 [ 0, %h181 ], [ %i182n, %l182 ]
  br label %h183
h183:
  %i183 = phi i32 [ 0, %h182 ], [ %i183n, %l183 ]
  br label %h184
h184:
  %i184 = phi i32 [ 0, %h183 ], [ %i184n, %l184 ]
  br label %h185
h185:
  %i185 = phi i32 [ 0, %h184 ], [ %i185n, %l185 ]
  br label %h186
h186:
  %i186 = phi i32 [ 0, %h185 ], [ %i186n, %l186 ]
  br label %h187
h187:
  %i187 = phi i32 [ 0, %h186 ], [ %i187n, %l187 ]
  br label %h188
h188:
  %i188 = phi i32 [ 0, %h187 ], [ %i188n, %l188 ]
  br label %h189
h189:
  %i189 = phi i32 [ 0, %h188 ], [ %i189n, %l189 ]
  br label %h190
h190:
  %i190 = phi i32 [ 0, %h189 ], [ %i190n, %l190 ]
  br label %h191
h191:
  %i191 = phi i32 [ 0, %h190 ], [ %i191n, %l191 ]
  br label %h192
h192:
  %i192 = phi i32 [ 0, %h191 ], [ %i192n, %l192 ]
  br label %h193
h193:
  %i193 = phi i32 [ 0, %h192 ], [ %i193n, %l193 ]
  br label %h194
h194:
  %i194 = phi i32 [ 0, %h193 ], [ %i194n, %l194 ]
  br label %h195
h195:
  %i195 = phi i32 [ 0, %h194 ], [ %i195n, %l195 ]
  br label %h196
h196:
  %i196 = phi i32 [ 0, %h195 ], [ %i196n, %l196 ]
  br label %h197
h197:
  %i197 = phi i32 [ 0, %h196 ], [ %i197n, %l197 ]
  br label %h198
h198:
  %i198 = phi i32 [ 0, %h197 ], [ %i198n, %l198 ]
  br label %h199
h199:
  %i199 = phi i32 [ 0, %h198 ], [ %i199n, %l199 ]
  br label %body
body:
  %v = load i32, ptr addrspace(1) %p
  %w = add i32 %v, %i199
  store i32 %w, ptr addrspace(1) %p
  br label %l199
l199:
  %i199n = add i32 %i199, 1
  %c199 = icmp slt i32 %i199n, %n
  br i1 %c199, label %h199, label %l198
l198:
  %i198n = add i32 %i198, 1
  %c198 = icmp slt i32 %i198n, %n
  br i1 %c198, label %h198, label %l197
l197:
  %i197n = add i32 %i197, 1
  %c197 = icmp slt i32 %i197n, %n
  br i1 %c197, label %h197, label %l196
l196:
  %i196n = add i32 %i196, 1
  %c196 = icmp slt i32 %i196n, %n
  br i1 %c196, label %h196, label %l195
l195:
  %i195n = add i32 %i195, 1
  %c195 = icmp slt i32 %i195n, %n
  br i1 %c195, label %h195, label %l194
l194:
  %i194n = add i32 %i194, 1
  %c194 = icmp slt i32 %i194n, %n
  br i1 %c194, label %h194, label %l193
l193:
  %i193n = add i32 %i193, 1
  %c193 = icmp slt i32 %i193n, %n
  br i1 %c193, label %h193, label %l192
l192:
  %i192n = add i32 %i192, 1
  %c192 = icmp slt i32 %i192n, %n
  br i1 %c192, label %h192, label %l191
l191:
  %i191n = add i32 %i191, 1
  %c191 = icmp slt i32 %i191n, %n
  br i1 %c191, label %h191, label %l190
l190:
  %i190n = add i32 %i190, 1
  %c190 = icmp slt i32 %i190n, %n
  br i1 %c190, label %h190, label %l189
l189:
  %i189n = add i32 %i189, 1
  %c189 = icmp slt i32 %i189n, %n
  br i1 %c189, label %h189, label %l188
l188:
  %i188n = add i32 %i188, 1
  %c188 = icmp slt i32 %i188n, %n
  br i1 %c188, label %h188, label %l187
l187:
  %i187n = add i32 %i187, 1
  %c187 = icmp slt i32 %i187n, %n
  br i1 %c187, label %h187, label %l186
l186:
  %i186n = add i32 %i186, 1
  %c186 = icmp slt i32 %i186n, %n
  br i1 %c186, label %h186, label %l185
l185:
  %i185n = add i32 %i185, 1
  %c185 = icmp slt i32 %i185n, %n
  br i1 %c185, label %h185, label %l184
l184:
  %i184n = add i32 %i184, 1
  %c184 = icmp slt i32 %i184n, %n
  br i1 %c184, label %h184, label %l183
l183:
  %i183n = add i32 %i183, 1
  %c183 = icmp slt i32 %i183n, %n
  br i1 %c183, label %h183, label %l182
l182:
  %i182n = add i32 %i182, 1
  %c182 = icmp slt i32 %i182n, %n
  br i1 %c182, label %h182, label %l181
l181:
  %i181n = add i32 %i181, 1
  %c181 = icmp slt i32 %i181n, %n
  br i1 %c181, label %h181, label %l180
l180:
  %i180n = add i32 %i180, 1
  %c180 = icmp slt i32 %i180n, %n
  br i1 %c180, label %h180, label %l179
l179:
  %i179n = add i32 %i179, 1
  %c179 = icmp slt i32 %i179n, %n
  br i1 %c179, label %h179, label %l178
l178:
  %i178n = add i32 %i178, 1
  %c178 = icmp slt i32 %i178n, %n
  br i1 %c178, label %h178, label %l177
l177:
  %i177n = add i32 %i177, 1
  %c177 = icmp slt i32 %i177n, %n
  br i1 %c177, label %h177, label %l176
l176:
  %i176n = add i32 %i176, 1
  %c176 = icmp slt i32 %i176n, %n
  br i1 %c176, label %h176, label %l175
l175:
  %i175n = add i32 %i175, 1
  %c175 = icmp slt i32 %i175n, %n
  br i1 %c175, label %h175, label %l174
l174:
  %i174n = add i32 %i174, 1
  %c174 = icmp slt i32 %i174n, %n
  br i1 %c174, label %h174, label %l173
l173:
  %i173n = add i32 %i173, 1
  %c173 = icmp slt i32 %i173n, %n
  br i1 %c173, label %h173, label %l172
l172:
  %i172n = add i32 %i172, 1
  %c172 = icmp slt i32 %i172n, %n
  br i1 %c172, label %h172, label %l171
l171:
  %i171n = add i32 %i171, 1
  %c171 = icmp slt i32 %i171n, %n
  br i1 %c171, label %h171, label %l170
l170:
  %i170n = add i32 %i170, 1
  %c170 = icmp slt i32 %i170n, %n
  br i1 %c170, label %h170, label %l169
l169:
  %i169n = add i32 %i169, 1
  %c169 = icmp slt i32 %i169n, %n
  br i1 %c169, label %h169, label %l168
l168:
  %i168n = add i32 %i168, 1
  %c168 = icmp slt i32 %i168n, %n
  br i1 %c168, label %h168, label %l167
l167:
  %i167n = add i32 %i167, 1
  %c167 = icmp slt i32 %i167n, %n
  br i1 %c167, label %h167, label %l166
l166:
  %i166n = add i32 %i166, 1
  %c166 = icmp slt i32 %i166n, %n
  br i1 %c166, label %h166, label %l165
l165:
  %i165n = add i32 %i165, 1
  %c165 = icmp slt i32 %i165n, %n
  br i1 %c165, label %h165, label %l164
l164:
  %i164n = add i32 %i164, 1
  %c164 = icmp slt i32 %i164n, %n
  br i1 %c164, label %h164, label %l163
l163:
  %i163n = add i32 %i163, 1
  %c163 = icmp slt i32 %i163n, %n
  br i1 %c163, label %h163, label %l162
l162:
  %i162n = add i32 %i162, 1
  %c162 = icmp slt i32 %i162n, %n
  br i1 %c162, label %h162, label %l161
l161:
  %i161n = add i32 %i161, 1
  %c161 = icmp slt i32 %i161n, %n
  br i1 %c161, label %h161, label %l160
l160:
  %i160n = add i32 %i160, 1
  %c160 = icmp slt i32 %i160n, %n
  br i1 %c160, label %h160, label %l159
l159:
  %i159n = add i32 %i159, 1
  %c159 = icmp slt i32 %i159n, %n
  br i1 %c159, label %h159, label %l158
l158:
  %i158n = add i32 %i158, 1
  %c158 = icmp slt i32 %i158n, %n
  br i1 %c158, label %h158, label %l157
l157:
  %i157n = add i32 %i157, 1
  %c157 = icmp slt i32 %i157n, %n
  br i1 %c157, label %h157, label %l156
l156:
  %i156n = add i32 %i156, 1
  %c156 = icmp slt i32 %i156n, %n
  br i1 %c156, label %h156, label %l155
l155:
  %i155n = add i32 %i155, 1
  %c155 = icmp slt i32 %i155n, %n
  br i1 %c155, label %h155, label %l154
l154:
  %i154n = add i32 %i154, 1
  %c154 = icmp slt i32 %i154n, %n
  br i1 %c154, label %h154, label %l153
l153:
  %i153n = add i32 %i153, 1
  %c153 = icmp slt i32 %i153n, %n
  br i1 %c153, label %h153, label %l152
l152:
  %i152n = add i32 %i152, 1
  %c152 = icmp slt i32 %i152n, %n
  br i1 %c152, label %h152, label %l151
l151:
  %i151n = add i32 %i151, 1
  %c151 = icmp slt i32 %i151n, %n
  br i1 %c151, label %h151, label %l150
l150:
  %i150n = add i32 %i150, 1
  %c150 = icmp slt i32 %i150n, %n
  br i1 %c150, label %h150, label %l149
l149:
  %i149n = add i32 %i149, 1
  %c149 = icmp slt i32 %i149n, %n
  br i1 %c149, label %h149, label %l148
l148:
  %i148n = add i32 %i148, 1
  %c148 = icmp slt i32 %i148n, %n
  br i1 %c148, label %h148, label %l147
l147:
  %i147n = add i32 %i147, 1
  %c147 = icmp slt i32 %i147n, %n
  br i1 %c147, label %h147, label %l146
l146:
  %i146n = add i32 %i146, 1
  %c146 = icmp slt i32 %i146n, %n
  br i1 %c146, label %h146, label %l145
l145:
  %i145n = add i32 %i145, 1
  %c145 = icmp slt i32 %i145n, %n
  br i1 %c145, label %h145, label %l144
l144:
  %i144n = add i32 %i144, 1
  %c144 = icmp slt i32 %i144n, %n
  br i1 %c144, label %h144, label %l143
l143:
  %i143n = add i32 %i143, 1
  %c143 = icmp slt i32 %i143n, %n
  br i1 %c143, label %h143, label %l142
l142:
  %i142n = add i32 %i142, 1
  %c142 = icmp slt i32 %i142n, %n
  br i1 %c142, label %h142, label %l141
l141:
  %i141n = add i32 %i141, 1
  %c141 = icmp slt i32 %i141n, %n
  br i1 %c141, label %h141, label %l140
l140:
  %i140n = add i32 %i140, 1
  %c140 = icmp slt i32 %i140n, %n
  br i1 %c140, label %h140, label %l139
l139:
  %i139n = add i32 %i139, 1
  %c139 = icmp slt i32 %i139n, %n
  br i1 %c139, label %h139, label %l138
l138:
  %i138n = add i32 %i138, 1
  %c138 = icmp slt i32 %i138n, %n
  br i1 %c138, label %h138, label %l137
l137:
  %i137n = add i32 %i137, 1
  %c137 = icmp slt i32 %i137n, %n
  br i1 %c137, label %h137, label %l136
l136:
  %i136n = add i32 %i136, 1
  %c136 = icmp slt i32 %i136n, %n
  br i1 %c136, label %h136, label %l135
l135:
  %i135n = add i32 %i135, 1
  %c135 = icmp slt i32 %i135n, %n
  br i1 %c135, label %h135, label %l134
l134:
  %i134n = add i32 %i134, 1
  %c134 = icmp slt i32 %i134n, %n
  br i1 %c134, label %h134, label %l133
l133:
  %i133n = add i32 %i133, 1
  %c133 = icmp slt i32 %i133n, %n
  br i1 %c133, label %h133, label %l132
l132:
  %i132n = add i32 %i132, 1
  %c132 = icmp slt i32 %i132n, %n
  br i1 %c132, label %h132, label %l131
l131:
  %i131n = add i32 %i131, 1
  %c131 = icmp slt i32 %i131n, %n
  br i1 %c131, label %h131, label %l130
l130:
  %i130n = add i32 %i130, 1
  %c130 = icmp slt i32 %i130n, %n
  br i1 %c130, label %h130, label %l129
l129:
  %i129n = add i32 %i129, 1
  %c129 = icmp slt i32 %i129n, %n
  br i1 %c129, label %h129, label %l128
l128:
  %i128n = add i32 %i128, 1
  %c128 = icmp slt i32 %i128n, %n
  br i1 %c128, label %h128, label %l127
l127:
  %i127n = add i32 %i127, 1
  %c127 = icmp slt i32 %i127n, %n
  br i1 %c127, label %h127, label %l126
l126:
  %i126n = add i32 %i126, 1
  %c126 = icmp slt i32 %i126n, %n
  br i1 %c126, label %h126, label %l125
l125:
  %i125n = add i32 %i125, 1
  %c125 = icmp slt i32 %i125n, %n
  br i1 %c125, label %h125, label %l124
l124:
  %i124n = add i32 %i124, 1
  %c124 = icmp slt i32 %i124n, %n
  br i1 %c124, label %h124, label %l123
l123:
  %i123n = add i32 %i123, 1
  %c123 = icmp slt i32 %i123n, %n
  br i1 %c123, label %h123, label %l122
l122:
  %i122n = add i32 %i122, 1
  %c122 = icmp slt i32 %i122n, %n
  br i1 %c122, label %h122, label %l121
l121:
  %i121n = add i32 %i121, 1
  %c121 = icmp slt i32 %i121n, %n
  br i1 %c121, label %h121, label %l120
l120:
  %i120n = add i32 %i120, 1
  %c120 = icmp slt i32 %i120n, %n
  br i1 %c120, label %h120, label %l119
l119:
  %i119n = add i32 %i119, 1
  %c119 = icmp slt i32 %i119n, %n
  br i1 %c119, label %h119, label %l118
l118:
  %i118n = add i32 %i118, 1
  %c118 = icmp slt i32 %i118n, %n
  br i1 %c118, label %h118, label %l117
l117:
  %i117n = add i32 %i117, 1
  %c117 = icmp slt i32 %i117n, %n
  br i1 %c117, label %h117, label %l116
l116:
  %i116n = add i32 %i116, 1
  %c116 = icmp slt i32 %i116n, %n
  br i1 %c116, label %h116, label %l115
l115:
  %i115n = add i32 %i115, 1
  %c115 = icmp slt i32 %i115n, %n
  br i1 %c115, label %h115, label %l114
l114:
  %i114n = add i32 %i114, 1
  %c114 = icmp slt i32 %i114n, %n
  br i1 %c114, label %h114, label %l113
l113:
  %i113n = add i32 %i113, 1
  %c113 = icmp slt i32 %i113n, %n
  br i1 %c113, label %h113, label %l112
l112:
  %i112n = add i32 %i112, 1
  %c112 = icmp slt i32 %i112n, %n
  br i1 %c112, label %h112, label %l111
l111:
  %i111n = add i32 %i111, 1
  %c111 = icmp slt i32 %i111n, %n
  br i1 %c111, label %h111, label %l110
l110:
  %i110n = add i32 %i110, 1
  %c110 = icmp slt i32 %i110n, %n
  br i1 %c110, label %h110, label %l109
l109:
  %i109n = add i32 %i109, 1
  %c109 = icmp slt i32 %i109n, %n
  br i1 %c109, label %h109, label %l108
l108:
  %i108n = add i32 %i108, 1
  %c108 = icmp slt i32 %i108n, %n
  br i1 %c108, label %h108, label %l107
l107:
  %i107n = add i32 %i107, 1
  %c107 = icmp slt i32 %i107n, %n
  br i1 %c107, label %h107, label %l106
l106:
  %i106n = add i32 %i106, 1
  %c106 = icmp slt i32 %i106n, %n
  br i1 %c106, label %h106, label %l105
l105:
  %i105n = add i32 %i105, 1
  %c105 = icmp slt i32 %i105n, %n
  br i1 %c105, label %h105, label %l104
l104:
  %i104n = add i32 %i104, 1
  %c104 = icmp slt i32 %i104n, %n
  br i1 %c104, label %h104, label %l103
l103:
  %i103n = add i32 %i103, 1
  %c103 = icmp slt i32 %i103n, %n
  br i1 %c103, label %h103, label %l102
l102:
  %i102n = add i32 %i102, 1
  %c102 = icmp slt i32 %i102n, %n
  br i1 %c102, label %h102, label %l101
l101:
  %i101n = add i32 %i101, 1
  %c101 = icmp slt i32 %i101n, %n
  br i1 %c101, label %h101, label %l100
l100:
  %i100n = add i32 %i100, 1
  %c100 = icmp slt i32 %i100n, %n
  br i1 %c100, label %h100, label %l99
l99:
  %i99n = add i32 %i99, 1
  %c99 = icmp slt i32 %i99n, %n
  br i1 %c99, label %h99, label %l98
l98:
  %i98n = add i32 %i98, 1
  %c98 = icmp slt i32 %i98n, %n
  br i1 %c98, label %h98, label %l97
l97:
  %i97n = add i32 %i97, 1
  %c97 = icmp slt i32 %i97n, %n
  br i1 %c97, label %h97, label %l96
l96:
  %i96n = add i32 %i96, 1
  %c96 = icmp slt i32 %i96n, %n
  br i1 %c96, label %h96, label %l95
l95:
  %i95n = add i32 %i95, 1
  %c95 = icmp slt i32 %i95n, %n
  br i1 %c95, label %h95, label %l94
l94:
  %i94n = add i32 %i94, 1
  %c94 = icmp slt i32 %i94n, %n
  br i1 %c94, label %h94, label %l93
l93:
  %i93n = add i32 %i93, 1
  %c93 = icmp slt i32 %i93n, %n
  br i1 %c93, label %h93, label %l92
l92:
  %i92n = add i32 %i92, 1
  %c92 = icmp slt i32 %i92n, %n
  br i1 %c92, label %h92, label %l91
l91:
  %i91n = add i32 %i91, 1
  %c91 = icmp slt i32 %i91n, %n
  br i1 %c91, label %h91, label %l90
l90:
  %i90n = add i32 %i90, 1
  %c90 = icmp slt i32 %i90n, %n
  br i1 %c90, label %h90, label %l89
l89:
  %i89n = add i32 %i89, 1
  %c89 = icmp slt i32 %i89n, %n
  br i1 %c89, label %h89, label %l88
l88:
  %i88n = add i32 %i88, 1
  %c88 = icmp slt i32 %i88n, %n
  br i1 %c88, label %h88, label %l87
l87:
  %i87n = add i32 %i87, 1
  %c87 = icmp slt i32 %i87n, %n
  br i1 %c87, label %h87, label %l86
l86:
  %i86n = add i32 %i86, 1
  %c86 = icmp slt i32 %i86n, %n
  br i1 %c86, label %h86, label %l85
l85:
  %i85n = add i32 %i85, 1
  %c85 = icmp slt i32 %i85n, %n
  br i1 %c85, label %h85, label %l84
l84:
  %i84n = add i32 %i84, 1
  %c84 = icmp slt i32 %i84n, %n
  br i1 %c84, label %h84, label %l83
l83:
  %i83n = add i32 %i83, 1
  %c83 = icmp slt i32 %i83n, %n
  br i1 %c83, label %h83, label %l82
l82:
  %i82n = add i32 %i82, 1
  %c82 = icmp slt i32 %i82n, %n
  br i1 %c82, label %h82, label %l81
l81:
  %i81n = add i32 %i81, 1
  %c81 = icmp slt i32 %i81n, %n
  br i1 %c81, label %h81, label %l80
l80:
  %i80n = add i32 %i80, 1
  %c80 = icmp slt i32 %i80n, %n
  br i1 %c80, label %h80, label %l79
l79:
  %i79n = add i32 %i79, 1
  %c79 = icmp slt i32 %i79n, %n
  br i1 %c79, label %h79, label %l78
l78:
  %i78n = add i32 %i78, 1
  %c78 = icmp slt i32 %i78n, %n
  br i1 %c78, label %h78, label %l77
l77:
  %i77n = add i32 %i77, 1
  %c77 = icmp slt i32 %i77n, %n
  br i1 %c77, label %h77, label %l76
l76:
  %i76n = add i32 %i76, 1
  %c76 = icmp slt i32 %i76n, %n
  br i1 %c76, label %h76, label %l75
l75:
  %i75n = add i32 %i75, 1
  %c75 = icmp slt i32 %i75n, %n
  br i1 %c75, label %h75, label %l74
l74:
  %i74n = add i32 %i74, 1
  %c74 = icmp slt i32 %i74n, %n
  br i1 %c74, label %h74, label %l73
l73:
  %i73n = add i32 %i73, 1
  %c73 = icmp slt i32 %i73n, %n
  br i1 %c73, label %h73, label %l72
l72:
  %i72n = add i32 %i72, 1
  %c72 = icmp slt i32 %i72n, %n
  br i1 %c72, label %h72, label %l71
l71:
  %i71n = add i32 %i71, 1
  %c71 = icmp slt i32 %i71n, %n
  br i1 %c71, label %h71, label %l70
l70:
  %i70n = add i32 %i70, 1
  %c70 = icmp slt i32 %i70n, %n
  br i1 %c70, label %h70, label %l69
l69:
  %i69n = add i32 %i69, 1
  %c69 = icmp slt i32 %i69n, %n
  br i1 %c69, label %h69, label %l68
l68:
  %i68n = add i32 %i68, 1
  %c68 = icmp slt i32 %i68n, %n
  br i1 %c68, label %h68, label %l67
l67:
  %i67n = add i32 %i67, 1
  %c67 = icmp slt i32 %i67n, %n
  br i1 %c67, label %h67, label %l66
l66:
  %i66n = add i32 %i66, 1
  %c66 = icmp slt i32 %i66n, %n
  br i1 %c66, label %h66, label %l65
l65:
  %i65n = add i32 %i65, 1
  %c65 = icmp slt i32 %i65n, %n
  br i1 %c65, label %h65, label %l64
l64:
  %i64n = add i32 %i64, 1
  %c64 = icmp slt i32 %i64n, %n
  br i1 %c64, label %h64, label %l63
l63:
  %i63n = add i32 %i63, 1
  %c63 = icmp slt i32 %i63n, %n
  br i1 %c63, label %h63, label %l62
l62:
  %i62n = add i32 %i62, 1
  %c62 = icmp slt i32 %i62n, %n
  br i1 %c62, label %h62, label %l61
l61:
  %i61n = add i32 %i61, 1
  %c61 = icmp slt i32 %i61n, %n
  br i1 %c61, label %h61, label %l60
l60:
  %i60n = add i32 %i60, 1
  %c60 = icmp slt i32 %i60n, %n
  br i1 %c60, label %h60, label %l59
l59:
  %i59n = add i32 %i59, 1
  %c59 = icmp slt i32 %i59n, %n
  br i1 %c59, label %h59, label %l58
l58:
  %i58n = add i32 %i58, 1
  %c58 = icmp slt i32 %i58n, %n
  br i1 %c58, label %h58, label %l57
l57:
  %i57n = add i32 %i57, 1
  %c57 = icmp slt i32 %i57n, %n
  br i1 %c57, label %h57, label %l56
l56:
  %i56n = add i32 %i56, 1
  %c56 = icmp slt i32 %i56n, %n
  br i1 %c56, label %h56, label %l55
l55:
  %i55n = add i32 %i55, 1
  %c55 = icmp slt i32 %i55n, %n
  br i1 %c55, label %h55, label %l54
l54:
  %i54n = add i32 %i54, 1
  %c54 = icmp slt i32 %i54n, %n
  br i1 %c54, label %h54, label %l53
l53:
  %i53n = add i32 %i53, 1
  %c53 = icmp slt i32 %i53n, %n
  br i1 %c53, label %h53, label %l52
l52:
  %i52n = add i32 %i52, 1
  %c52 = icmp slt i32 %i52n, %n
  br i1 %c52, label %h52, label %l51
l51:
  %i51n = add i32 %i51, 1
  %c51 = icmp slt i32 %i51n, %n
  br i1 %c51, label %h51, label %l50
l50:
  %i50n = add i32 %i50, 1
  %c50 = icmp slt i32 %i50n, %n
  br i1 %c50, label %h50, label %l49
l49:
  %i49n = add i32 %i49, 1
  %c49 = icmp slt i32 %i49n, %n
  br i1 %c49, label %h49, label %l48
l48:
  %i48n = add i32 %i48, 1
  %c48 = icmp slt i32 %i48n, %n
  br i1 %c48, label %h48, label %l47
l47:
  %i47n = add i32 %i47, 1
  %c47 = icmp slt i32 %i47n, %n
  br i1 %c47, label %h47, label %l46
l46:
  %i46n = add i32 %i46, 1
  %c46 = icmp slt i32 %i46n, %n
  br i1 %c46, label %h46, label %l45
l45:
  %i45n = add i32 %i45, 1
  %c45 = icmp slt i32 %i45n, %n
  br i1 %c45, label %h45, label %l44
l44:
  %i44n = add i32 %i44, 1
  %c44 = icmp slt i32 %i44n, %n
  br i1 %c44, label %h44, label %l43
l43:
  %i43n = add i32 %i43, 1
  %c43 = icmp slt i32 %i43n, %n
  br i1 %c43, label %h43, label %l42
l42:
  %i42n = add i32 %i42, 1
  %c42 = icmp slt i32 %i42n, %n
  br i1 %c42, label %h42, label %l41
l41:
  %i41n = add i32 %i41, 1
  %c41 = icmp slt i32 %i41n, %n
  br i1 %c41, label %h41, label %l40
l40:
  %i40n = add i32 %i40, 1
  %c40 = icmp slt i32 %i40n, %n
  br i1 %c40, label %h40, label %l39
l39:
  %i39n = add i32 %i39, 1
  %c39 = icmp slt i32 %i39n, %n
  br i1 %c39, label %h39, label %l38
l38:
  %i38n = add i32 %i38, 1
  %c38 = icmp slt i32 %i38n, %n
  br i1 %c38, label %h38, label %l37
l37:
  %i37n = add i32 %i37, 1
  %c37 = icmp slt i32 %i37n, %n
  br i1 %c37, label %h37, label %l36
l36:
  %i36n = add i32 %i36, 1
  %c36 = icmp slt i32 %i36n, %n
  br i1 %c36, label %h36, label %l35
l35:
  %i35n = add i32 %i35, 1
  %c35 = icmp slt i32 %i35n, %n
  br i1 %c35, label %h35, label %l34
l34:
  %i34n = add i32 %i34, 1
  %c34 = icmp slt i32 %i34n, %n
  br i1 %c34, label %h34, label %l33
l33:
  %i33n = add i32 %i33, 1
  %c33 = icmp slt i32 %i33n, %n
  br i1 %c33, label %h33, label %l32
l32:
  %i32n = add i32 %i32, 1
  %c32 = icmp slt i32 %i32n, %n
  br i1 %c32, label %h32, label %l31
l31:
  %i31n = add i32 %i31, 1
  %c31 = icmp slt i32 %i31n, %n
  br i1 %c31, label %h31, label %l30
l30:
  %i30n = add i32 %i30, 1
  %c30 = icmp slt i32 %i30n, %n
  br i1 %c30, label %h30, label %l29
l29:
  %i29n = add i32 %i29, 1
  %c29 = icmp slt i32 %i29n, %n
  br i1 %c29, label %h29, label %l28
l28:
  %i28n = add i32 %i28, 1
  %c28 = icmp slt i32 %i28n, %n
  br i1 %c28, label %h28, label %l27
l27:
  %i27n = add i32 %i27, 1
  %c27 = icmp slt i32 %i27n, %n
  br i1 %c27, label %h27, label %l26
l26:
  %i26n = add i32 %i26, 1
  %c26 = icmp slt i32 %i26n, %n
  br i1 %c26, label %h26, label %l25
l25:
  %i25n = add i32 %i25, 1
  %c25 = icmp slt i32 %i25n, %n
  br i1 %c25, label %h25, label %l24
l24:
  %i24n = add i32 %i24, 1
  %c24 = icmp slt i32 %i24n, %n
  br i1 %c24, label %h24, label %l23
l23:
  %i23n = add i32 %i23, 1
  %c23 = icmp slt i32 %i23n, %n
  br i1 %c23, label %h23, label %l22
l22:
  %i22n = add i32 %i22, 1
  %c22 = icmp slt i32 %i22n, %n
  br i1 %c22, label %h22, label %l21
l21:
  %i21n = add i32 %i21, 1
  %c21 = icmp slt i32 %i21n, %n
  br i1 %c21, label %h21, label %l20
l20:
  %i20n = add i32 %i20, 1
  %c20 = icmp slt i32 %i20n, %n
  br i1 %c20, label %h20, label %l19
l19:
  %i19n = add i32 %i19, 1
  %c19 = icmp slt i32 %i19n, %n
  br i1 %c19, label %h19, label %l18
l18:
  %i18n = add i32 %i18, 1
  %c18 = icmp slt i32 %i18n, %n
  br i1 %c18, label %h18, label %l17
l17:
  %i17n = add i32 %i17, 1
  %c17 = icmp slt i32 %i17n, %n
  br i1 %c17, label %h17, label %l16
l16:
  %i16n = add i32 %i16, 1
  %c16 = icmp slt i32 %i16n, %n
  br i1 %c16, label %h16, label %l15
l15:
  %i15n = add i32 %i15, 1
  %c15 = icmp slt i32 %i15n, %n
  br i1 %c15, label %h15, label %l14
l14:
  %i14n = add i32 %i14, 1
  %c14 = icmp slt i32 %i14n, %n
  br i1 %c14, label %h14, label %l13
l13:
  %i13n = add i32 %i13, 1
  %c13 = icmp slt i32 %i13n, %n
  br i1 %c13, label %h13, label %l12
l12:
  %i12n = add i32 %i12, 1
  %c12 = icmp slt i32 %i12n, %n
  br i1 %c12, label %h12, label %l11
l11:
  %i11n = add i32 %i11, 1
  %c11 = icmp slt i32 %i11n, %n
  br i1 %c11, label %h11, label %l10
l10:
  %i10n = add i32 %i10, 1
  %c10 = icmp slt i32 %i10n, %n
  br i1 %c10, label %h10, label %l9
l9:
  %i9n = add i32 %i9, 1
  %c9 = icmp slt i32 %i9n, %n
  br i1 %c9, label %h9, label %l8
l8:
  %i8n = add i32 %i8, 1
  %c8 = icmp slt i32 %i8n, %n
  br i1 %c8, label %h8, label %l7
l7:
  %i7n = add i32 %i7, 1
  %c7 = icmp slt i32 %i7n, %n
  br i1 %c7, label %h7, label %l6
l6:
  %i6n = add i32 %i6, 1
  %c6 = icmp slt i32 %i6n, %n
  br i1 %c6, label %h6, label %l5
l5:
  %i5n = add i32 %i5, 1
  %c5 = icmp slt i32 %i5n, %n
  br i1 %c5, label %h5, label %l4
l4:
  %i4n = add i32 %i4, 1
  %c4 = icmp slt i32 %i4n, %n
  br i1 %c4, label %h4, label %l3
l3:
  %i3n = add i32 %i3, 1
  %c3 = icmp slt i32 %i3n, %n
  br i1 %c3, label %h3, label %l2
l2:
  %i2n = add i32 %i2, 1
  %c2 = icmp slt i32 %i2n, %n
  br i1 %c2, label %h2, label %l1
l1:
  %i1n = add i32 %i1, 1
  %c1 = icmp slt i32 %i1n, %n
  br i1 %c1, label %h1, label %l0
l0:
  %i0n = add i32 %i0, 1
  %c0 = icmp slt i32 %i0n, %n
  br i1 %c0, label %h0, label %exit
exit:
  ret void
}

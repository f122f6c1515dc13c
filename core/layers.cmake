# The core libraries, bottom to top, and which files belong to each: read by core/CMakeLists.txt
# (to build them) and by tests/check_layering.cmake (to fail a lower library including a higher).
#
# HFG_CORE_LAYERS lists the libraries so that each comes after everything it may use.
# HFG_CORE_LAYER_<lib>_DEPS: the libraries directly below it (the check allows their own deps).
# HFG_CORE_CLAIMS: "library:regex" on a path relative to core/; the first match wins. Each
# library owns a folder; the seam's headers sit directly in battle/ (hfg_battle_common).
set(HFG_CORE_LAYERS
    hfg_base           # dice and digests: no hfg dependency
    hfg_model          # the data: scenario, orbat, stage map, campaign state, orders
    hfg_rules_data     # the HFG tables and checks read from the model
    hfg_edit           # undoable edit operations on the model
    hfg_io             # save files of the model, JSON and binary plumbing
    hfg_campaign       # the campaign engine (knows no file format)
    hfg_mail           # play by email: side views and sealed orders (campaign + io)
    hfg_battle_common  # what every battle rule set shares: the seam, shapes, footprints
    hfg_battle_hfg     # the HFG battle rule set: bounds, combat, moves, generals, its files
    hfg_battle_tchae   # They Couldn't Hit an Elephant (docs/tchae.md): knows no other rule set
    hfg_battle_c3      # C3, Command, Control and Communications (docs/c3.md): knows no other rule set
    hfg_battle_howlin_mobs)  # Howlin' Mobs (docs/howlin-mobs.md): knows no other rule set

set(HFG_CORE_LAYER_hfg_base_DEPS "")
set(HFG_CORE_LAYER_hfg_model_DEPS "")
set(HFG_CORE_LAYER_hfg_rules_data_DEPS hfg_model)
set(HFG_CORE_LAYER_hfg_edit_DEPS hfg_model)
set(HFG_CORE_LAYER_hfg_io_DEPS hfg_model hfg_base)
set(HFG_CORE_LAYER_hfg_campaign_DEPS hfg_rules_data hfg_model hfg_base)
set(HFG_CORE_LAYER_hfg_mail_DEPS hfg_campaign hfg_io)
set(HFG_CORE_LAYER_hfg_battle_common_DEPS hfg_model hfg_base)
set(HFG_CORE_LAYER_hfg_battle_hfg_DEPS hfg_battle_common hfg_rules_data hfg_io)
set(HFG_CORE_LAYER_hfg_battle_tchae_DEPS hfg_battle_common hfg_io hfg_base)
set(HFG_CORE_LAYER_hfg_battle_c3_DEPS hfg_battle_common hfg_io hfg_base)
set(HFG_CORE_LAYER_hfg_battle_howlin_mobs_DEPS hfg_battle_common hfg_io hfg_base)

set(HFG_CORE_CLAIMS
    "hfg_battle_common:^battle/(battle_rules|meeting|table_view|rule_set_registry)\\.(h|cpp)$"
    "hfg_battle_common:^battle/common/"
    "hfg_base:^(dice|crypto)/"
    "hfg_model:^model/"
    "hfg_rules_data:^rules/"
    "hfg_edit:^edit/"
    "hfg_io:^io/"
    "hfg_campaign:^campaign/"
    "hfg_mail:^mail/"
    "hfg_battle_tchae:^battle/tchae/"
    "hfg_battle_c3:^battle/c3/"
    "hfg_battle_howlin_mobs:^battle/howlin_mobs/"
    "hfg_battle_hfg:^battle/hfg/")

# Sets `out` to the library owning `rel` (a path relative to core/), or to "" when none does.
function(hfg_core_layer_of rel out)
  foreach(claim ${HFG_CORE_CLAIMS})
    string(FIND "${claim}" ":" colon)
    string(SUBSTRING "${claim}" 0 ${colon} lib)
    math(EXPR start "${colon} + 1")
    string(SUBSTRING "${claim}" ${start} -1 regex)
    if(rel MATCHES "${regex}")
      set(${out} ${lib} PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

# Sets `out` to `lib` and every library below it, directly or not.
function(hfg_core_layer_closure lib out)
  set(seen ${lib})
  set(todo ${lib})
  while(todo)
    list(POP_FRONT todo next)
    foreach(dep ${HFG_CORE_LAYER_${next}_DEPS})
      if(NOT dep IN_LIST seen)
        list(APPEND seen ${dep})
        list(APPEND todo ${dep})
      endif()
    endforeach()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

// C-28: what a battle resolver (or a player typing in a table result) hands back.
#pragma once

// BattleResult lives with the set-up in the model, so that the campaign state can hold a result
// that waits for its battle's last period (C-20); this header stays for the campaign's users.
#include "core/model/battle_handoff.h"

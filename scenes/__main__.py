from scenes import main

raise SystemExit(main())
